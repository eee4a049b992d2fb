import type { CollectionConfig } from 'payload'
import { nobody } from '../../shared/access'
import { label } from '../../shared/admin-label'

/**
 * One row per like a visitor gave an item on a day, so a visitor counts once
 * per item per day and an unlike can only undo a like that visitor gave.
 * Visitors are kept as a keyed hash of their address, never the address
 * itself. No one reads these over the API; the like endpoint writes them
 * through the Local API, and rows older than a month are pruned.
 */
export const NewsLikeVotes: CollectionConfig = {
  slug: 'news-like-votes',
  labels: { singular: label('Like', '讚好'), plural: label('Likes', '讚好') },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    // "<item>:<visitor>:<day>": the unique key makes two likes racing each other count once.
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'newsItem', type: 'number', required: true, index: true },
    { name: 'visitor', type: 'text', required: true, index: true },
    // 1 while the like stands, 0 once the visitor took it back (then the same day's like may be given again).
    { name: 'liked', type: 'number', required: true, defaultValue: 1 },
  ],
}
