import { type LimitStore, secondsLeft } from './limit-store'
import { networkBlock, visitorKey } from '../../shared/http/client-address'

/**
 * Fixed-window limits per key (an action and a visitor or network), counted
 * in the counters every node shares (counters.ts), so N
 * nodes allow what one does.
 */
export type RateLimit = { max: number; windowMs: number }
export type ClientLimits = { perVisitor: RateLimit; perNetwork: RateLimit }
/** `count`: the events of the window so far, this one included. */
type LimitResult = { allowed: boolean; retryAfterSeconds: number; count: number }

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

/** The interest counter's beacon (issue 32): a page sends a few per view, so more than a like, still far below a flood. */
export const INSIGHT_LIMITS: ClientLimits = {
  perVisitor: { max: 120, windowMs: 60 * 1000 },
  perNetwork: { max: 1200, windowMs: 60 * 1000 },
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What one beacon source may add to one figure of the interest figures in a day (issue 32, after
 * the attacker's audit): counts past these are not refused, only not counted. A visitor counts
 * once per item and day anyway; these bound a client that names itself another browser each time
 * (per address: an IPv4 address, an IPv6 /64), one that uses many addresses of one network (per
 * network: IPv4 /24, IPv6 /48), and a network that pushes one item (per network and item). An
 * office of buyers behind one network is counted short; a product cannot be put on top by one.
 */
export const INSIGHT_COUNT_CAPS = {
  perAddress: { max: 20, windowMs: DAY_MS },
  perNetwork: { max: 30, windowMs: DAY_MS },
  perNetworkAndItem: { max: 3, windowMs: DAY_MS },
} as const satisfies Record<string, RateLimit>

/** Counts one request; the window length is part of the key, so a short like window never cuts a long submission window short. */
export async function consume(store: LimitStore, key: string, limit: RateLimit, now = Date.now()): Promise<LimitResult> {
  const state = await store.hit(`rate:${limit.windowMs}:${key}`, limit.windowMs, now)
  if (state.count <= limit.max) return { allowed: true, retryAfterSeconds: 0, count: state.count }
  return { allowed: false, retryAfterSeconds: secondsLeft(state), count: state.count }
}

/**
 * A visitor's own limit first; only a request within it counts towards its
 * network's ceiling, so one address that floods is refused alone and never
 * uses up what its neighbours may send. There is no ceiling for everyone:
 * a first-time visitor from another network always gets through.
 */
export async function consumeForClient(store: LimitStore, action: string, address: string, limits: ClientLimits, now = Date.now()): Promise<LimitResult> {
  const own = await consume(store, `${action}:${visitorKey(address)}`, limits.perVisitor, now)
  if (!own.allowed) return own
  return consume(store, `${action}:net:${networkBlock(address)}`, limits.perNetwork, now)
}
