import type { Payload } from 'payload'
import { ACTIVE } from '../shared/fields/status'
import { readActiveProductNames } from '../shared/reads/active-products'
import { shadeFinish, type ShadeFinish } from '../shared/item-codes/shade-finish'
import type { GalleryItem } from '../payload-types'
import { type SiteLocale, readAs } from '../shared/locales'
import type { Availability } from '../shared/item-codes/availability'
import { availabilityOf, availabilityText } from '../shared/item-codes/availability-text'
import { getMessages } from '../i18n/messages'

/**
 * The shades of a gallery project (its `shades`, item codes) as the public site shows them:
 * only codes of Active products, each with the product's name and address, in the order the
 * administrator chose. And the other way: the Active projects that use any code of a product.
 */
/** `availability`: the code's, in the page's words, where it is not simply in stock (a project may show a shade since discontinued: its page names replacements). */
export type ProjectShade = { id: number; itemCode: string; shadeHex?: string; finish: ShadeFinish; productName: string; productSlug: string; availability: Availability; availabilityText: string }
export type ProjectUsingShades = Pick<GalleryItem, 'id' | 'name' | 'slug' | 'primaryImage'> & { codes: string[] }

const idOf = (entry: unknown): number | undefined => (typeof entry === 'number' ? entry : entry && typeof entry === 'object' && 'id' in entry ? Number((entry as { id: unknown }).id) : undefined)

/** A project's shades, visible ones only (codes of Active products; access applies as for any visitor). */
export async function readProjectShades(payload: Payload, locale: SiteLocale, shades: GalleryItem['shades']): Promise<ProjectShade[]> {
  const ids = (shades ?? []).map(idOf).filter((id): id is number => id !== undefined)
  if (ids.length === 0) return []
  const codes = await payload.find({
    collection: 'item-codes',
    ...readAs(locale),
    depth: 0,
    pagination: false,
    where: { id: { in: ids } },
    overrideAccess: false,
    select: { itemCode: true, shadeHex: true, product: true, threadType: true, composition: true, availability: true, leadTimeWeeks: true, availabilityNote: true, discontinuedOn: true },
  })
  const productIds = [...new Set(codes.docs.map((code) => idOf(code.product)).filter((id): id is number => id !== undefined))]
  const productById = await readActiveProductNames(payload, locale, productIds)
  const byId = new Map(codes.docs.map((code) => [code.id, code]))
  const words = getMessages(locale).availability
  return ids.flatMap((id) => {
    const code = byId.get(id)
    const product = code ? productById.get(idOf(code.product) ?? -1) : undefined
    if (!code || !product) return []
    return [
      {
        id: code.id,
        itemCode: code.itemCode,
        shadeHex: code.shadeHex ?? undefined,
        finish: shadeFinish(code.threadType, code.composition),
        productName: product.name,
        productSlug: product.slug,
        availability: availabilityOf(code),
        availabilityText: availabilityText(code, words, locale),
      },
    ]
  })
}

/** The Active projects (not PDF colour books) that use any of these item codes, by display order, with the codes each uses. */
export async function readProjectsUsingShades(payload: Payload, locale: SiteLocale, codes: { id: number; itemCode: string }[], limit = 6): Promise<ProjectUsingShades[]> {
  if (codes.length === 0) return []
  const result = await payload.find({
    collection: 'gallery-items',
    ...readAs(locale),
    depth: 1,
    limit,
    sort: ['displayOrder', 'name'],
    where: { and: [ACTIVE, { isPdf: { not_equals: true } }, { shades: { in: codes.map((code) => code.id) } }] },
    overrideAccess: false,
    select: { name: true, slug: true, primaryImage: true, shades: true },
    // Depth 1 is for the card's picture; of each shade only its id is needed.
    populate: { 'item-codes': { itemCode: true } },
  })
  const codeById = new Map(codes.map((code) => [code.id, code.itemCode]))
  return result.docs.map((item) => ({
    id: item.id,
    name: item.name,
    slug: item.slug,
    primaryImage: item.primaryImage,
    codes: (item.shades ?? []).map((entry) => codeById.get(idOf(entry) ?? -1)).filter((code): code is string => Boolean(code)),
  }))
}
