import type { Payload } from 'payload'
import { isMedia, mediaPath } from '../media/media-url'
import { type SiteLocale, readAs } from '../shared/locales'
import { readActiveProductNames, type ActiveProductName } from '../shared/reads/active-products'
import type { DocumentKind } from './schemas'

/** A document as the public site shows it: already within its validity, its file's address and size, the Active products it covers. */
export type PublicDocument = {
  id: number
  title: string
  kind: DocumentKind
  issuer?: string
  number?: string
  validFrom?: string
  validUntil?: string
  file: { href: string; bytes?: number }
  products: ActiveProductName[]
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined)
const idOf = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'object' && value && 'id' in value ? Number(value.id) : undefined)

/**
 * The documents visitors may see now (the collection's own read rule: Active and valid at this
 * moment), optionally only those covering one product, by kind and then title. A document whose
 * file is gone is left out: there would be nothing to open.
 */
export async function readPublicDocuments(payload: Payload, locale: SiteLocale, product?: number): Promise<PublicDocument[]> {
  const result = await payload.find({
    collection: 'documents',
    ...readAs(locale),
    depth: 1,
    pagination: false,
    sort: ['kind', 'title'],
    where: product === undefined ? undefined : { products: { in: [product] } },
    overrideAccess: false,
    select: { title: true, kind: true, issuer: true, number: true, validFrom: true, validUntil: true, file: true, products: true },
    // Depth 1 is for the file's address and size; of the products only their ids (named below, Active ones only).
    populate: { media: { url: true, filesize: true, filename: true }, products: { slug: true } },
  })
  const productIds = [...new Set(result.docs.flatMap((doc) => (doc.products ?? []).map(idOf).filter((id): id is number => id !== undefined)))]
  const names = await readActiveProductNames(payload, locale, productIds)
  return result.docs.flatMap((doc): PublicDocument[] => {
    const file = isMedia(doc.file) ? doc.file : undefined
    const href = mediaPath(file?.url)
    if (!file || !href) return []
    return [
      {
        id: doc.id,
        title: text(doc.title) ?? file.filename ?? String(doc.id),
        kind: doc.kind,
        issuer: text(doc.issuer),
        number: text(doc.number),
        validFrom: doc.validFrom ?? undefined,
        validUntil: doc.validUntil ?? undefined,
        file: { href, bytes: file.filesize ?? undefined },
        products: (doc.products ?? []).map((entry) => names.get(idOf(entry) ?? -1)).filter((entry): entry is ActiveProductName => entry !== undefined),
      },
    ]
  })
}
