import type { Payload } from 'payload'
import { ACTIVE } from '../catalogue/reads'
import { shadeFamily, wordFamilies, type ColourFamily } from './families'
import { hexToLab, type Lab } from './srgb-lab'

/** One item code with a shade colour, its Lab computed once. */
export type ShadeEntry = { id: number; code: string; hex: string; productId: number; lab: Lab; families: ColourFamily[] }
export type ShadeProduct = { slug: string; name: { en: string; 'zh-Hant': string } }
export type ShadeIndex = { entries: ShadeEntry[]; products: Record<string, ShadeProduct> }

const SELECT_CODES = { itemCode: true, shadeHex: true, product: true } as const

/**
 * Every item code of an Active product that has a shade colour, with what the
 * colour finder needs and nothing more: id, code, hex and product id, plus
 * the Active products' slugs and names in both languages (for the result
 * cards and the multicolour and holographic words). Access applies
 * (overrideAccess: false) and Active is asked for explicitly as well.
 */
export async function readShadeIndex(payload: Payload): Promise<ShadeIndex> {
  const names = (locale: 'en' | 'zh-Hant') =>
    payload.find({ collection: 'products', locale, depth: 0, pagination: false, where: ACTIVE, overrideAccess: false, select: { name: true, slug: true } })
  const [english, chinese] = await Promise.all([names('en'), names('zh-Hant')])
  const products: Record<string, ShadeProduct> = {}
  const chineseNames = new Map(chinese.docs.map((doc) => [doc.id, doc.name]))
  for (const doc of english.docs) products[doc.id] = { slug: doc.slug ?? '', name: { en: doc.name ?? '', 'zh-Hant': chineseNames.get(doc.id) ?? doc.name ?? '' } }

  const codes = await payload.find({
    collection: 'item-codes',
    depth: 0,
    pagination: false,
    sort: 'itemCode',
    where: { and: [{ shadeHex: { exists: true } }, { shadeHex: { not_equals: '' } }, { 'product.status': { equals: 'Active' } }] },
    overrideAccess: false,
    select: SELECT_CODES,
  })
  const entries: ShadeEntry[] = []
  for (const doc of codes.docs) {
    const productId = typeof doc.product === 'object' ? doc.product.id : doc.product
    const product = products[productId]
    const lab = doc.shadeHex ? hexToLab(doc.shadeHex) : null
    const family = doc.shadeHex ? shadeFamily(doc.shadeHex) : null
    if (!product || !lab || !family) continue
    const families: ColourFamily[] = [family, ...wordFamilies([doc.itemCode, product.name.en, product.name['zh-Hant']])]
    entries.push({ id: doc.id, code: doc.itemCode, hex: doc.shadeHex!.toLowerCase(), productId, lab, families })
  }
  return { entries, products }
}
