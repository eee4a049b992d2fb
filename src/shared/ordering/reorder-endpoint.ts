import { commitTransaction, initTransaction, killTransaction, type CollectionSlug, type Endpoint } from 'payload'
import { z } from 'zod'
import { expireTags } from '../cache/revalidate'
import type { CacheTag } from '../cache/tags'
import { displayOrderLock } from '../fields/display-order'
import { holdWriteLock, inTurn } from '../locks/write-lock'

const bodySchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(5000) })

const reorderMessages = {
  saved: 'Display order saved',
  failed: 'Failed to update display order',
  invalid: 'Send the ids of the rows in their new order',
  unknown: 'Some rows no longer exist; reload the list and try again',
} as const

/**
 * POST /api/<collection>/reorder {ids}: renumbers display order from 1 in the
 * given order, all rows in one transaction (Payload's own orderable lists save
 * one drag at a time and cannot be discarded).
 */
export function reorderEndpoint(collection: CollectionSlug, tags: readonly CacheTag[]): Endpoint {
  return {
    path: '/reorder',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: 'You are not allowed to perform this action.' }, { status: 403 })
      let body: unknown
      try {
        body = req.json ? await req.json() : undefined
      } catch {
        body = undefined
      }
      const parsed = bodySchema.safeParse(body)
      if (!parsed.success || new Set(parsed.data.ids).size !== parsed.data.ids.length) {
        return Response.json({ error: reorderMessages.invalid }, { status: 400 })
      }
      const { ids } = parsed.data
      const existing = await req.payload.count({ collection, where: { id: { in: ids } }, req })
      if (existing.totalDocs !== ids.length) return Response.json({ error: reorderMessages.unknown }, { status: 409 })
      const ownTransaction = await initTransaction(req)
      try {
        // The same lock as a create's "place last", so a create cannot read the order half renumbered.
        const renumber = async () => {
          for (const [index, id] of ids.entries()) {
            await req.payload.update({ collection, id, data: { displayOrder: index + 1 } as never, req, context: { skipRevalidation: true }, depth: 0 })
          }
        }
        if (await holdWriteLock(req, displayOrderLock(collection))) await renumber()
        else await inTurn(displayOrderLock(collection), renumber)
        if (ownTransaction) await commitTransaction(req)
      } catch (error) {
        if (ownTransaction) await killTransaction(req)
        req.payload.logger.error({ err: error, msg: `Reordering ${collection} failed` })
        return Response.json({ error: reorderMessages.failed }, { status: 500 })
      }
      expireTags(tags)
      return Response.json({ message: reorderMessages.saved, ids })
    },
  }
}
