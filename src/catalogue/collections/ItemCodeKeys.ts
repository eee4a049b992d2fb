import type { CollectionConfig } from 'payload'
import { nobody } from '../../shared/access'

export const ITEM_CODE_KEYS_SLUG = 'item-code-keys'

/**
 * The keys a buyer's query may start, one row each, for every item code: the whole code's and each
 * tail's as letters and digits in capitals ("KSM150G01", "M150G01", "G01"; shared/item-codes/code-key.ts).
 * The site search finds a code by a range of this indexed column, so a code query reads the codes
 * that start with it instead of testing every code of the catalogue (the growth of issue 28).
 * Written by the item codes' own hooks (../code-keys.ts); never shown or served.
 */
export const ItemCodeKeys: CollectionConfig = {
  slug: ITEM_CODE_KEYS_SLUG,
  admin: { hidden: true },
  graphQL: false,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, index: true },
    // The item code's id, as a number rather than a relationship: no foreign key to set null when a code is deleted (its hook deletes its keys).
    { name: 'itemCode', type: 'number', required: true, index: true },
  ],
}
