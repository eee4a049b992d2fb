import { sql } from '@payloadcms/db-sqlite'
import type { Endpoint, PayloadRequest } from 'payload'
import { LIKE_CEILING, LIKE_LIMIT } from '../../enquiries/rate-limit'
import { json, limitSubmissions, readJson } from '../../enquiries/endpoints/respond'
import { likeActionSchema, likeMessages, newsIdSchema, newsMessages, type LikeAction } from '../schemas'

/**
 * The part of Payload's Drizzle adapters (SQLite and PostgreSQL alike) used
 * here: the connection and the generated tables. `sql` comes from the SQLite
 * adapter's copy of drizzle-orm; Drizzle recognises its own objects across
 * copies, so the same statement runs on PostgreSQL.
 */
type Column = object
type DrizzleLike = {
  tables: Record<string, Record<string, Column> | undefined>
  drizzle: {
    update(table: object): {
      set(values: Record<string, unknown>): {
        where(condition: unknown): { returning(fields: Record<string, Column>): Promise<{ likes: unknown }[]> }
      }
    }
  }
}

const TABLE = 'news_items'

/**
 * Adds or removes one like in a single UPDATE, so concurrent likes never lose
 * a count and the total never drops below 0. Only Active items can be liked.
 * Returns the new count, or undefined when no Active item has this id.
 *
 * Payload's update (and the collection's afterChange revalidation) is skipped
 * on purpose: a like must not purge the cached pages; the pages read counts
 * through the likes endpoint instead.
 */
export async function changeLikes(req: PayloadRequest, id: number, action: LikeAction): Promise<number | undefined> {
  const db = req.payload.db as unknown as DrizzleLike
  const table = db.tables[TABLE]
  if (!table?.likes || !table.id || !table.status) throw new Error(`The ${TABLE} table has no likes, id or status column`)
  const current = sql`coalesce(${table.likes}, 0)`
  const next = action === 'like' ? sql`${current} + 1` : sql`case when ${current} > 0 then ${current} - 1 else 0 end`
  const rows = await db.drizzle
    .update(table)
    .set({ likes: next })
    .where(sql`${table.id} = ${id} and ${table.status} = ${'Active'}`)
    .returning({ likes: table.likes })
  const row = rows[0]
  return row ? Number(row.likes ?? 0) : undefined
}

const isJson = (req: PayloadRequest) => /^application\/json\b/i.test(req.headers.get('content-type') ?? '')

/**
 * POST /api/news-items/:id/like {"action": "like" | "unlike"} → {likes}.
 * Anonymous, limited to 60 a minute per client address. Like the other public
 * endpoints it needs no session; requiring a JSON content type means a browser
 * on another site cannot send it without a CORS preflight, which is refused.
 */
export const likeEndpoint: Endpoint = {
  path: '/:id/like',
  method: 'post',
  handler: async (req) => {
    const limited = limitSubmissions(req, 'like', likeMessages.tooMany, { perClient: LIKE_LIMIT, overall: LIKE_CEILING })
    if (limited) return limited
    if (!isJson(req)) return json(400, { error: likeMessages.notJson })
    const body = likeActionSchema.safeParse(await readJson(req))
    if (!body.success) return json(400, { error: likeMessages.badAction })
    const id = newsIdSchema.safeParse(String(req.routeParams?.id ?? ''))
    if (!id.success) return json(404, { error: newsMessages.notFound })
    try {
      const likes = await changeLikes(req, id.data, body.data.action)
      if (likes === undefined) return json(404, { error: newsMessages.notFound })
      return json(200, { likes })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Updating a like failed' })
      return json(500, { error: likeMessages.failed })
    }
  },
}
