import { networkBlock, visitorKey } from './client-address'

/**
 * Fixed-window counters per key (an action and a visitor or network). They
 * live in the server's memory: enough for one process; several nodes would
 * share them through a common store.
 */
type Window = { startedAt: number; count: number; windowMs: number }

export type RateLimit = { max: number; windowMs: number }
export type ClientLimits = { perVisitor: RateLimit; perNetwork: RateLimit }
export type LimitResult = { allowed: boolean; retryAfterSeconds: number }

/** Sign-ups and messages: a person sends a few; an office or a mobile network's block, a few dozen. */
export const SUBMISSION_LIMITS: ClientLimits = {
  perVisitor: { max: 5, windowMs: 10 * 60 * 1000 },
  perNetwork: { max: 30, windowMs: 10 * 60 * 1000 },
}
/** Likes are cheap and frequent: a higher limit per visitor and per network. */
export const LIKE_LIMITS: ClientLimits = {
  perVisitor: { max: 60, windowMs: 60 * 1000 },
  perNetwork: { max: 600, windowMs: 60 * 1000 },
}

const windows = new Map<string, Window>()

export function consume(key: string, limit: RateLimit, now = Date.now()): LimitResult {
  const current = windows.get(key)
  if (!current || now - current.startedAt >= limit.windowMs) {
    windows.set(key, { startedAt: now, count: 1, windowMs: limit.windowMs })
    if (windows.size > 10_000) pruneExpired(now)
    return { allowed: true, retryAfterSeconds: 0 }
  }
  current.count += 1
  const retryAfterSeconds = Math.ceil((current.startedAt + limit.windowMs - now) / 1000)
  return { allowed: current.count <= limit.max, retryAfterSeconds }
}

/** Each window expires by its own length, so short like windows never cut a long submission window short. */
function pruneExpired(now: number) {
  for (const [key, window] of windows) if (now - window.startedAt >= window.windowMs) windows.delete(key)
}

/**
 * A visitor's own limit first; only a request within it counts towards its
 * network's ceiling, so one address that floods is refused alone and never
 * uses up what its neighbours may send. There is no ceiling for everyone:
 * a first-time visitor from another network always gets through.
 */
export function consumeForClient(action: string, address: string, limits: ClientLimits, now = Date.now()): LimitResult {
  const own = consume(`${action}:${visitorKey(address)}`, limits.perVisitor, now)
  if (!own.allowed) return own
  return consume(`${action}:net:${networkBlock(address)}`, limits.perNetwork, now)
}
