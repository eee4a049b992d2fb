import type { CollectionConfig } from 'payload'
import { isStaff } from '../../shared/access'
import { label } from '../../shared/admin-label'
import { expireTags } from '../../shared/cache/revalidate'
import { cacheTags } from '../../shared/cache/tags'

export const SIMPLIFIED_TEXTS = 'simplified-texts'

/**
 * An administrator's own Simplified Chinese wording for one text, where the
 * conversion of the Traditional text is not what they want (a mainland trade
 * term, a name). Keyed as the translations manager keys texts: the collection
 * or global (`source`), the record (`record`: its id, or `global`) and the
 * text's key. `traditional` is the Traditional text it was written against:
 * the override stays when that text changes later, and the translations
 * manager flags it for review. Written and cleared from the translations
 * manager; the staff who translate may read and change them.
 */
export const SimplifiedTexts: CollectionConfig = {
  slug: SIMPLIFIED_TEXTS,
  labels: { singular: label('Simplified Chinese wording', '簡體中文用字'), plural: label('Simplified Chinese wordings', '簡體中文用字') },
  admin: { hidden: true },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  indexes: [{ fields: ['source', 'record', 'key'], unique: true }],
  fields: [
    { name: 'source', type: 'text', required: true, maxLength: 64 },
    { name: 'record', type: 'text', required: true, maxLength: 64 },
    { name: 'key', type: 'text', required: true, maxLength: 200 },
    { name: 'text', type: 'textarea', required: true, maxLength: 100_000 },
    { name: 'traditional', type: 'textarea', maxLength: 100_000 },
  ],
  hooks: {
    // An override can change any page that shows its text (a product's name is on lists, search and
    // other products' pages): every page is read again, as rarely as administrators change wordings.
    afterChange: [({ doc, req }) => (expireTags(Object.values(cacheTags), req.context), doc)],
    afterDelete: [({ doc, req }) => (expireTags(Object.values(cacheTags), req.context), doc)],
  },
}
