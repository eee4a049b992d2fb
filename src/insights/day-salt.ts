import { randomBytes } from 'node:crypto'
import { type Payload, type PayloadRequest, ValidationError } from 'payload'
import { INSIGHT_SALTS } from './collections/InsightSalts'

/** This process's copy of the day's salt: one read a day, not one a beacon. */
const known = new WeakMap<Payload, { day: string; salt: string }>()

async function storedSalt(req: PayloadRequest, day: string): Promise<string | undefined> {
  const found = await req.payload.db.findOne<{ id: number; salt: string }>({ collection: INSIGHT_SALTS, where: { day: { equals: day } }, req })
  return found?.salt
}

/**
 * The day's random salt (a UTC day, "2026-11-27"), made by the day's first beacon on any node. Of
 * two nodes that make it at once the unique day lets one through; the other reads the one kept.
 * Nothing is read and then written on the strength of it, so no transaction is needed: the
 * unique index is the rule.
 */
export async function daySalt(req: PayloadRequest, day: string): Promise<string> {
  const cached = known.get(req.payload)
  if (cached?.day === day) return cached.salt
  let salt = await storedSalt(req, day)
  if (!salt) {
    const made = randomBytes(32).toString('base64url')
    try {
      await req.payload.db.create({ collection: INSIGHT_SALTS, data: { day, salt: made }, req })
      salt = made
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      salt = await storedSalt(req, day)
      if (!salt) throw error
    }
  }
  known.set(req.payload, { day, salt })
  return salt
}
