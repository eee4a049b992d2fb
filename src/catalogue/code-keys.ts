import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { searchKeysOf } from '../shared/item-codes/code-key'
import { ITEM_CODE_KEYS_SLUG } from './collections/ItemCodeKeys'

/** Writes the search keys of one item code (ItemCodeKeys), replacing those it had. */
export async function writeCodeKeys(req: PayloadRequest, id: number, itemCode: string): Promise<void> {
  await req.payload.delete({ collection: ITEM_CODE_KEYS_SLUG, where: { itemCode: { equals: id } }, overrideAccess: true, req })
  for (const key of searchKeysOf(itemCode)) {
    await req.payload.create({ collection: ITEM_CODE_KEYS_SLUG, data: { key, itemCode: id }, overrideAccess: true, req })
  }
}

export const writeCodeKeysAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'create' || doc.itemCode !== previousDoc?.itemCode) await writeCodeKeys(req, Number(doc.id), String(doc.itemCode ?? ''))
  return doc
}

export const deleteCodeKeysAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await req.payload.delete({ collection: ITEM_CODE_KEYS_SLUG, where: { itemCode: { equals: doc.id } }, overrideAccess: true, req })
  return doc
}
