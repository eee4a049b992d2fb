import { commitTransaction, Forbidden, initTransaction, killTransaction, type CollectionSlug, type Endpoint, type PayloadRequest, type Where } from 'payload'
import { collectionRule } from '../access/rules'
import { z } from 'zod'
import { expireTags } from '../cache/revalidate'
import type { CacheTag } from '../cache/tags'
import { displayOrderLock } from '../fields/display-order'
import { holdWriteLock } from '../locks/write-lock'

const bodySchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(5000) })

const reorderMessages = {
  saved: 'Display order saved',
  failed: 'Failed to update display order',
  invalid: 'Send the ids of the rows in their new order',
  unknown: 'Some rows no longer exist; reload the list and try again',
} as const

async function everyRowMatches(req: PayloadRequest, collection: CollectionSlug, ids: number[], rule: Where): Promise<boolean> {
  const { totalDocs } = await req.payload.count({ collection, where: { and: [{ id: { in: ids } }, rule] }, req })
  return totalDocs === ids.length
}

/**
 * POST /api/<collection>/reorder {ids}: renumbers display order from 1 in the
 * given order, all rows in one transaction (Payload's own orderable lists save
 * one drag at a time and cannot be discarded).
 *
 * A reorder changes order, not content: each row's `displayOrder` is written
 * straight to the database, without a version per row and without the save
 * hooks (history, media usage, revalidation of each row's pages), so 60 drags
 * leave a product's history as its real edits made it. The lists' pages are
 * expired once, at the end.
 */
export function reorderEndpoint(collection: CollectionSlug, tags: readonly CacheTag[]): Endpoint {
  return {
    path: '/reorder',
    method: 'post',
    handler: async (req) => {
      let body: unknown
      try {
        body = req.json ? await req.json() : undefined
      } catch {
        body = undefined
      }
      const forbidden = () => Response.json({ error: new Forbidden(req.t).message }, { status: 403 })
      // The collection's own update rule, as for any save: false, true, or a query every reordered row must match.
      const rule = await collectionRule(req, collection, 'update')
      if (rule === false) return forbidden()
      const parsed = bodySchema.safeParse(body)
      if (!parsed.success || new Set(parsed.data.ids).size !== parsed.data.ids.length) {
        return Response.json({ error: reorderMessages.invalid }, { status: 400 })
      }
      const { ids } = parsed.data
      const existing = await req.payload.count({ collection, where: { id: { in: ids } }, req, overrideAccess: false })
      if (existing.totalDocs !== ids.length) return Response.json({ error: reorderMessages.unknown }, { status: 409 })
      if (rule !== true && !(await everyRowMatches(req, collection, ids, rule))) return forbidden()
      const ownTransaction = await initTransaction(req)
      try {
        // The same lock as a create's "place last", so a create cannot read the order half renumbered.
        await holdWriteLock(req, displayOrderLock(collection))
        for (const [index, id] of ids.entries()) {
          await req.payload.db.updateOne({ collection, id, data: { displayOrder: index + 1 }, req, returning: false })
        }
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
