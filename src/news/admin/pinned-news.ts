import type { Payload } from 'payload'
import { cache } from 'react'
import { PINNED_SORT } from '../schemas'

export type PinnedRow = { id: number; title: string }

/**
 * How many news items are pinned, counted once per admin page render (every
 * row's Pin button asks). The admin list is only shown to administrators.
 */
export const countPinned = cache(async (payload: Payload): Promise<number> => {
  const { totalDocs } = await payload.count({ collection: 'news-items', where: { isPinned: { equals: true } } })
  return totalDocs
})

/** The pinned items in their display order, titled in the list's content language. */
export async function findPinned(payload: Payload, locale: string | undefined): Promise<PinnedRow[]> {
  const { docs } = await payload.find({
    collection: 'news-items',
    where: { isPinned: { equals: true } },
    sort: PINNED_SORT,
    depth: 0,
    limit: 0,
    pagination: false,
    select: { title: true },
    locale: locale as 'en' | 'zh-Hant' | undefined,
  })
  return docs.map((doc) => ({ id: doc.id, title: doc.title ?? String(doc.id) }))
}
