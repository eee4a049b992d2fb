import type { Payload } from 'payload'
import { ACTIVE } from '../shared/fields/status'
import { shadeFinish, type ShadeFinish } from '../shared/item-codes/shade-finish'
import { availabilityOf, type AvailabilityFacts } from '../shared/item-codes/availability-text'
import type { Availability } from '../shared/item-codes/availability'
import { type SiteLocale, readAs } from '../shared/locales'
import { shadeFamily, wordFamilies, type ColourFamily } from './families'

/**
 * A product's digital colour card (issue 30.2): every item code of an Active product, with its
 * shade, finish, colour families, the figures a buyer compares and its availability (issue 52:
 * `availabilityFacts` as availabilityText reads them, the note in the page's language).
 */
export type CardShade = {
  id: number
  itemCode: string
  hex?: string
  finish: ShadeFinish
  families: ColourFamily[]
  availability: Availability
  availabilityFacts: AvailabilityFacts
  threadType?: string
  composition?: string
  denier?: string
  length?: string
}
export type ColourCard = { product: { id: number; name: string; slug: string }; shades: CardShade[] }

const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined)

export async function readColourCard(payload: Payload, locale: SiteLocale, slug: string): Promise<ColourCard | null> {
  if (!slug || slug.length > 200) return null
  const products = await payload.find({
    collection: 'products',
    ...readAs(locale),
    depth: 0,
    limit: 1,
    where: { and: [ACTIVE, { slug: { equals: slug } }] },
    overrideAccess: false,
    select: { name: true, slug: true },
  })
  const product = products.docs[0]
  if (!product) return null
  const codes = await payload.find({
    collection: 'item-codes',
    ...readAs(locale),
    depth: 0,
    pagination: false,
    sort: 'itemCode',
    where: { product: { equals: product.id } },
    overrideAccess: false,
    select: { itemCode: true, shadeHex: true, threadType: true, composition: true, denier: true, length: true, availability: true, leadTimeWeeks: true, discontinuedOn: true, availabilityNote: true },
  })
  const name = product.name ?? product.slug
  return {
    product: { id: product.id, name, slug: product.slug },
    shades: codes.docs.map((code) => {
      const hex = /^#[0-9a-f]{6}$/i.test(code.shadeHex ?? '') ? code.shadeHex!.toUpperCase() : undefined
      const family = hex ? shadeFamily(hex) : null
      return {
        id: code.id,
        itemCode: code.itemCode,
        hex,
        finish: shadeFinish(code.threadType, code.composition),
        families: [...(family ? [family] : []), ...wordFamilies([code.itemCode, code.threadType, name])],
        availability: availabilityOf(code),
        availabilityFacts: { availability: availabilityOf(code), leadTimeWeeks: code.leadTimeWeeks ?? null, discontinuedOn: code.discontinuedOn ?? null, availabilityNote: code.availabilityNote ?? null },
        threadType: text(code.threadType),
        composition: text(code.composition),
        denier: text(code.denier),
        length: text(code.length),
      }
    }),
  }
}
