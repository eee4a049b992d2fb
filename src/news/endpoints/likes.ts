import type { Endpoint } from 'payload'
import { json } from '../../shared/http/respond'
import { likeIdsSchema, likeMessages } from '../schemas'

/** Shared caches may keep counts for 5 seconds and serve them stale for 30 more while refreshing. */
const LIKES_CACHE_CONTROL = 'public, s-maxage=5, stale-while-revalidate=30'

/**
 * GET /api/news-items/likes?ids=1,2,3 → {likes: {"1": 5, ...}}: the current
 * counts of Active items (others are left out). The public pages stay cached
 * and fetch their counts here after loading.
 */
export const likesEndpoint: Endpoint = {
  path: '/likes',
  method: 'get',
  handler: async (req) => {
    const ids = likeIdsSchema.safeParse(req.searchParams.get('ids') ?? '')
    if (!ids.success) return json(400, { error: likeMessages.badIds })
    try {
      // No req: read as an anonymous visitor, whoever asks.
      const result = await req.payload.find({
        collection: 'news-items',
        where: { and: [{ status: { equals: 'Active' } }, { id: { in: ids.data } }] },
        select: { likes: true },
        depth: 0,
        pagination: false,
        overrideAccess: false,
      })
      const likes = Object.fromEntries(result.docs.map((doc) => [String(doc.id), doc.likes ?? 0]))
      return json(200, { likes }, { 'Cache-Control': LIKES_CACHE_CONTROL })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Reading like counts failed' })
      return json(500, { error: 'Failed to load like counts' })
    }
  },
}
