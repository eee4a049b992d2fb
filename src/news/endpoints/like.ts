import type { Endpoint } from 'payload'
import { clientAddress } from '../../shared/http/client-address'
import { admitPublicWrite } from '../../platform/limits/public-write'
import { answeringUnavailable, rethrowIfUnavailable } from '../../platform/http/form-unavailable'
import { LIKE_LIMITS } from '../../platform/limits/rate-limit'
import { localeFromHost } from '../../shared/locales'
import { json, readJson } from '../../shared/http/respond'
import { inTransaction } from '../../platform/database/in-transaction'
import { changeLikeCount, currentLikeCount, pruneOldVotes, recordVote, visitorHash } from '../likes/votes'
import { likeActionSchema, likeMessages, newsIdSchema, newsMessages } from '../schemas'

/**
 * POST /api/news-items/:id/like {"action": "like" | "unlike"} → {likes, counted}.
 * Anonymous, with per-visitor limits. A visitor's like counts once per item
 * and day, and an unlike only takes back a like that visitor gave; a repeat
 * answers 200 with the unchanged count, so the page shows the truth.
 *
 * Payload's update (and the collection's afterChange revalidation) is skipped
 * on purpose: a like must not purge the cached pages; the pages read counts
 * through the likes endpoint instead.
 */
export const likeEndpoint: Endpoint = {
  path: '/:id/like',
  method: 'post',
  handler: (req) =>
    answeringUnavailable(localeFromHost(req.headers.get('host')), async () => {
      const refused = await admitPublicWrite(req, { action: 'like', limits: LIKE_LIMITS, messages: likeMessages })
      if (refused) return refused
      const body = likeActionSchema.safeParse(await readJson(req))
      if (!body.success) return json(400, { error: likeMessages.badAction })
      const id = newsIdSchema.safeParse(String(req.routeParams?.id ?? ''))
      if (!id.success) return json(404, { error: newsMessages.notFound })
      try {
        const before = await currentLikeCount(req, id.data)
        if (before === undefined) return json(404, { error: newsMessages.notFound })
        const visitor = visitorHash(req.payload.secret, clientAddress(req.headers))
        // The visitor's vote and the count change together: a vote is never kept without its count.
        const likes = await inTransaction(req, async () => ((await recordVote(req, id.data, visitor, body.data.action)) ? ((await changeLikeCount(req, id.data, body.data.action)) ?? before) : undefined))
        if (likes === undefined) return json(200, { likes: before, counted: false })
        void pruneOldVotes(req).catch((error: unknown) => req.payload.logger.warn({ err: error, msg: 'Pruning old like votes failed' }))
        return json(200, { likes, counted: true })
      } catch (error) {
        rethrowIfUnavailable(error)
        req.payload.logger.error({ err: error, msg: 'Updating a like failed' })
        return json(500, { error: likeMessages.failed })
      }
    }),
}
