import type { Payload } from 'payload'
import { type SiteLocale, readAs } from '../../shared/locales'
import type { ReferenceKey } from './match'

/** Another brand's shade as the site uses it: what names it, its colour, and the item code pinned as its equivalent, if any. */
export type ShadeReference = ReferenceKey & { name?: string; hex: string; equivalent?: number; demo: boolean }

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined)

/** Every reference, by brand, line and code (the conversion table's order), in this language. */
export async function readShadeReferences(payload: Payload, locale: SiteLocale): Promise<ShadeReference[]> {
  const result = await payload.find({
    collection: 'shade-references',
    ...readAs(locale),
    depth: 0,
    pagination: false,
    sort: ['brand', 'line', 'code'],
    overrideAccess: false,
    select: { brand: true, line: true, code: true, name: true, hex: true, equivalent: true, demo: true },
  })
  return result.docs.flatMap((doc): ShadeReference[] =>
    /^#[0-9a-f]{6}$/i.test(doc.hex)
      ? [
          {
            id: doc.id,
            brand: doc.brand,
            line: text(doc.line),
            code: doc.code,
            name: text(doc.name),
            hex: doc.hex.toLowerCase(),
            equivalent: typeof doc.equivalent === 'number' ? doc.equivalent : (doc.equivalent?.id ?? undefined),
            demo: Boolean(doc.demo),
          },
        ]
      : [],
  )
}

/** "Madeira Metallic No. 40 4006": how the site names a reference. */
export const referenceLabel = (reference: Pick<ShadeReference, 'brand' | 'line' | 'code'>) => {
  // A line named after its brand ("Isacord 40") is not preceded by the brand again (issue 50.7).
  const lineNamesBrand = reference.line?.toLowerCase().startsWith(`${reference.brand.toLowerCase()} `) ?? false
  return [lineNamesBrand ? undefined : reference.brand, reference.line, reference.code].filter(Boolean).join(' ')
}

/** The id of a brand's section of the conversion chart (/colours/convert#brand-madeira). */
export const brandAnchor = (brand: string) => `brand-${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
