import type { PayloadRequest, Where } from 'payload'
import type { CodeCandidate, StoredAvailability } from './availability-cells'

/** The database's side of the availability columns of the item-code import (the cells themselves: availability-cells.ts). */

/** A code within its product: item codes are unique there only. */
export type CodeKey = { product: number; itemCode: string }

export const keyOf = ({ product, itemCode }: CodeKey) => `${product}|${itemCode}`

/**
 * The stored codes a file reads: the availability of each code it names (the columns it leaves
 * out keep these values), and every code a replacement cell may mean, in any product.
 */
export async function storedCodes(req: PayloadRequest, products: number[], codes: string[], replacementCodes: string[]): Promise<{ byKey: Map<string, StoredAvailability>; candidates: Map<string, CodeCandidate> }> {
  const byKey = new Map<string, StoredAvailability>()
  const candidates = new Map<string, CodeCandidate>()
  const read = { collection: 'item-codes', limit: 0, pagination: false, depth: 0, req, overrideAccess: false } as const
  if (products.length > 0 && codes.length > 0) {
    const select = { product: true, itemCode: true, availability: true, leadTimeWeeks: true, discontinuedOn: true, minimumOrder: true, minimumOrderUnit: true, replacement: true } as const
    const found = await req.payload.find({ ...read, where: { and: [{ product: { in: products } }, { itemCode: { in: codes } }] }, select })
    for (const doc of found.docs) byKey.set(keyOf({ product: doc.product as number, itemCode: doc.itemCode }), doc)
  }
  if (replacementCodes.length > 0) {
    const found = await req.payload.find({ ...read, where: { itemCode: { in: replacementCodes } }, select: { product: true, itemCode: true, availability: true } })
    for (const doc of found.docs) candidates.set(keyOf({ product: doc.product as number, itemCode: doc.itemCode }), { id: doc.id, product: doc.product as number, itemCode: doc.itemCode, availability: doc.availability })
  }
  return { byKey, candidates }
}

/** The id of a code within its product, as the import's transaction sees it. */
export async function codeId(req: PayloadRequest, key: CodeKey): Promise<number> {
  const where: Where = { and: [{ product: { equals: key.product } }, { itemCode: { equals: key.itemCode } }] }
  const [found] = (await req.payload.find({ collection: 'item-codes', where, limit: 1, depth: 0, select: { itemCode: true }, req, overrideAccess: false })).docs
  if (!found) throw new Error(`Item code import: ${key.itemCode} is gone`)
  return found.id
}

/**
 * The replacements that name a code the file creates or brings back from discontinued, once
 * every row is written: pinned before, they would name a code not yet there or not yet orderable.
 */
export async function pinReplacements(req: PayloadRequest, rows: readonly { productId: number; itemCode: string; replacement?: CodeKey | null }[]): Promise<void> {
  for (const row of rows) {
    if (!row.replacement) continue
    const id = await codeId(req, { product: row.productId, itemCode: row.itemCode })
    const replacement = await codeId(req, row.replacement)
    await req.payload.update({ collection: 'item-codes', id, locale: 'en', data: { replacement }, req, context: { skipRevalidation: true }, depth: 0, overrideAccess: false })
  }
}
