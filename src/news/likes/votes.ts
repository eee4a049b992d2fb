import crypto from 'node:crypto'
import { type PayloadRequest, ValidationError, type Where } from 'payload'
import type { LikeAction } from '../schemas'

const VOTES = 'news-like-votes'
const KEEP_VOTES_MS = 31 * 24 * 60 * 60 * 1000
const PRUNE_EVERY_MS = 60 * 60 * 1000
let lastPrune = 0

/** A keyed hash of the client's address: the same visitor maps to the same key, and no address is stored. */
export function visitorHash(secret: string, address: string): string {
  return crypto.createHmac('sha256', secret).update(`like-visitor:${address}`).digest('base64url').slice(0, 22)
}

const today = (now: Date) => now.toISOString().slice(0, 10)

/**
 * Records a visitor's like or unlike and reports whether the count should
 * change. Each step is one atomic statement, so concurrent requests from one
 * visitor change the count once: a like inserts (or re-sets) the day's row,
 * whose unique key lets only one of two racing likes through; an unlike
 * clears the visitor's latest standing like, and only the request whose
 * UPDATE matched it counts.
 */
export async function recordVote(req: PayloadRequest, itemId: number, visitor: string, action: LikeAction, now = new Date()): Promise<boolean> {
  const { db } = req.payload
  if (action === 'like') {
    const key = `${itemId}:${visitor}:${today(now)}`
    const renewed = await db.updateOne({
      collection: VOTES,
      where: { and: [{ key: { equals: key } }, { liked: { equals: 0 } }] },
      data: { liked: 1 },
      options: { atomic: true },
      req,
    })
    if (renewed) return true
    try {
      await db.create({ collection: VOTES, data: { key, newsItem: itemId, visitor, liked: 1 }, req })
      return true
    } catch (error) {
      // The day's like is already there: this visitor's like counts once.
      if (error instanceof ValidationError) return false
      throw error
    }
  }
  const standing = await db.find({
    collection: VOTES,
    where: { and: [{ newsItem: { equals: itemId } }, { visitor: { equals: visitor } }, { liked: { equals: 1 } }] },
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    req,
  })
  const vote = standing.docs[0]
  if (!vote) return false
  const cleared = await db.updateOne({
    collection: VOTES,
    where: { and: [{ id: { equals: vote.id } }, { liked: { equals: 1 } }] },
    data: { liked: 0 },
    options: { atomic: true },
    req,
  })
  return Boolean(cleared)
}

/** Adds or removes one like on an Active item in a single UPDATE, never below 0; undefined when no Active item matched. */
export async function changeLikeCount(req: PayloadRequest, itemId: number, action: LikeAction): Promise<number | undefined> {
  const conditions: Where[] = [{ id: { equals: itemId } }, { status: { equals: 'Active' } }, ...(action === 'unlike' ? [{ likes: { greater_than: 0 } }] : [])]
  const updated = await req.payload.db.updateOne({
    collection: 'news-items',
    where: { and: conditions },
    data: { likes: { $inc: action === 'like' ? 1 : -1 } },
    options: { atomic: true },
    returning: true,
    req,
  })
  return updated ? Number(updated.likes ?? 0) : undefined
}

/** The item's current count when it is Active, without changing it. */
export async function currentLikeCount(req: PayloadRequest, itemId: number): Promise<number | undefined> {
  const found = await req.payload.find({
    collection: 'news-items',
    where: { and: [{ id: { equals: itemId } }, { status: { equals: 'Active' } }] },
    select: { likes: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const item = found.docs[0]
  return item ? Number(item.likes ?? 0) : undefined
}

/** Votes older than a month are only history; removed at most once an hour, after a like. */
export async function pruneOldVotes(req: PayloadRequest, now = Date.now()): Promise<void> {
  if (now - lastPrune < PRUNE_EVERY_MS) return
  lastPrune = now
  await req.payload.db.deleteMany({ collection: VOTES, where: { updatedAt: { less_than: new Date(now - KEEP_VOTES_MS).toISOString() } }, req })
}
