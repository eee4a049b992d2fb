import type { Payload } from 'payload'
import { ACTIVE } from '../shared/fields/status'
import { itemCodeSpecs } from '../shared/item-codes/specs'
import { getMessages } from '../i18n/messages'
import { type SiteLocale, readAs } from '../shared/locales'
import type { RequestLine } from './lines'

/** A line with what the visitor and the administrator read about it; `available` is false for a product no longer shown. */
export type ResolvedLine = {
  line: RequestLine
  available: boolean
  productName: string
  slug?: string
  itemCode?: string
  shadeHex?: string | null
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
      specification: specs ? [...specs.info, ...specs.technical].map((row) => `${row.label}: ${row.value}`).join('\n') : '',
    }
  })
}

/**
 * A request's lines as stored: the product and item code linked, and their
 * names and specification copied, so the request still reads as the buyer
 * sent it after the catalogue changes.
 */
export function storedLines(resolved: ResolvedLine[]) {
  return resolved.map(({ line, productName, itemCode, specification }) => ({
    product: line.product,
    itemCode: line.code,
    productName,
    itemCodeText: itemCode,
    specification,
    kind: line.kind,
    quantity: line.quantity,
    unit: line.unit,
    note: line.note || undefined,
  }))
}
