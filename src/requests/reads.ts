import type { Payload } from 'payload'
import { ACTIVE } from '../shared/fields/status'
import { itemCodeSpecs } from '../shared/item-codes/specs'
import { getMessages } from '../i18n/messages'
import { type SiteLocale, readAs } from '../shared/locales'
import { discontinuedApplies, leadTimeApplies, noteApplies, type Availability } from '../shared/item-codes/availability'
import { availabilityOf } from '../shared/item-codes/availability-text'
import type { ItemCode } from '../payload-types'
import type { RequestLine } from './lines'

/**
 * What a line's item code says of its availability (issue 52), only the facts that mean something
 * under it: shown on the list, and copied into the request as it is sent, so that the owner's mail,
 * the buyer's copy and the summary say what it was then.
 */
export type LineAvailability = { availability: Availability; leadTimeWeeks: number | null; availabilityNote: string | null; discontinuedOn: string | null }

export function lineAvailability(code: Pick<ItemCode, 'availability' | 'leadTimeWeeks' | 'availabilityNote' | 'discontinuedOn'>): LineAvailability {
  const availability = availabilityOf(code)
  return {
    availability,
    leadTimeWeeks: leadTimeApplies(availability) ? (code.leadTimeWeeks ?? null) : null,
    availabilityNote: noteApplies(availability) ? code.availabilityNote?.trim() || null : null,
    discontinuedOn: discontinuedApplies(availability) ? (code.discontinuedOn ?? null) : null,
  }
}

/** A line with what the visitor and the administrator read about it; `available` is false for a product no longer shown. */
export type ResolvedLine = {
  line: RequestLine
  available: boolean
  productName: string
  slug?: string
  itemCode?: string
  shadeHex?: string | null
  /** The item code's availability now; none for a line in any shade. */
  availability?: LineAvailability
  /** The item code's specification as shown on the product page, one "label: value" per line. */
  specification: string
}

/**
 * The names and specifications of a list's lines, read as a visitor may
 * (Active products only, their item codes), in one query per collection.
 */
export async function resolveLines(payload: Payload, locale: SiteLocale, lines: RequestLine[]): Promise<ResolvedLine[]> {
  if (lines.length === 0) return []
  const productIds = [...new Set(lines.map((line) => line.product))]
  const codeIds = [...new Set(lines.flatMap((line) => (line.code ? [line.code] : [])))]
  const [products, codes] = await Promise.all([
    payload.find({
      collection: 'products',
      where: { and: [ACTIVE, { id: { in: productIds } }] },
      select: { name: true, slug: true },
      ...readAs(locale),
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: false,
    }),
    codeIds.length === 0
      ? Promise.resolve({ docs: [] })
      : payload.find({ collection: 'item-codes', where: { id: { in: codeIds } }, ...readAs(locale), depth: 0, limit: 0, pagination: false, overrideAccess: false }),
  ])
  const t = getMessages(locale).products
  return lines.map((line) => {
    const product = products.docs.find((doc) => doc.id === line.product)
    const code = line.code ? codes.docs.find((doc) => doc.id === line.code && (typeof doc.product === 'object' ? doc.product.id : doc.product) === line.product) : undefined
    const specs = code ? itemCodeSpecs(code, t) : undefined
    return {
      line,
      // A named item code that is gone (or not of this product) makes the line unavailable, not silently "any shade".
      available: Boolean(product) && (!line.code || Boolean(code)),
      productName: product?.name ?? '',
      slug: product?.slug ?? undefined,
      itemCode: code?.itemCode,
      shadeHex: code?.shadeHex,
      availability: code ? lineAvailability(code) : undefined,
      specification: specs ? [...specs.info, ...specs.technical].map((row) => `${row.label}: ${row.value}`).join('\n') : '',
    }
  })
}

/**
 * A request's lines as stored: the product and item code linked, and their
 * names, specification and availability copied, so the request still reads as the buyer
 * sent it after the catalogue changes.
 */
export function storedLines(resolved: ResolvedLine[]) {
  return resolved.map(({ line, productName, itemCode, specification, availability }) => ({
    product: line.product,
    itemCode: line.code,
    productName,
    itemCodeText: itemCode,
    specification,
    kind: line.kind,
    quantity: line.quantity,
    unit: line.unit,
    note: line.note || undefined,
    // As it was when sent: a code discontinued since still reads "made to order" in this request.
    ...availability,
  }))
}
