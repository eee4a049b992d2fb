import { networkBlock, visitorKey } from './client-address'
import { WindowCounter } from './window-counter'

/**
 * Fixed-window limits per key (an action and a visitor or network), counted
 * in the server's memory: enough for one process; several nodes would share
 * them through a common store.
 */
type RateLimit = { max: number; windowMs: number }
export type ClientLimits = { perVisitor: RateLimit; perNetwork: RateLimit }
type LimitResult = { allowed: boolean; retryAfterSeconds: number }

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

/** One counter per window length, so short like windows never cut a long submission window short. */
const counters = new Map<number, WindowCounter>()

export function consume(key: string, limit: RateLimit, now = Date.now()): LimitResult {
  let counter = counters.get(limit.windowMs)
  if (!counter) counters.set(limit.windowMs, (counter = new WindowCounter(limit.windowMs)))
  const first = counter.count(key, now) === 0
  counter.add(key, now)
  if (first) return { allowed: true, retryAfterSeconds: 0 }
  return { allowed: counter.count(key, now) <= limit.max, retryAfterSeconds: counter.secondsLeft(key, now) }
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
