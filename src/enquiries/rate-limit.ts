/**
 * A fixed-window counter per key (a client address and an action). It lives in
 * the server's memory: enough for the one-process deployment this site runs as;
 * a multi-instance deployment would move it to a shared store.
 */
type Window = { startedAt: number; count: number; windowMs: number }

export type RateLimit = { max: number; windowMs: number }
export const SUBMISSION_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60 * 1000 }
/**
 * A ceiling for all clients together: without a proxy that sets
 * X-Forwarded-For, a client can claim any address, so this bounds what one
 * sender can do by rotating addresses.
 */
export const SUBMISSION_CEILING: RateLimit = { max: 120, windowMs: 60 * 1000 }
/** Likes on news: cheap and frequent, so a higher limit per client and overall. */
export const LIKE_LIMIT: RateLimit = { max: 60, windowMs: 60 * 1000 }
export const LIKE_CEILING: RateLimit = { max: 1200, windowMs: 60 * 1000 }

const windows = new Map<string, Window>()

export function consume(key: string, limit: RateLimit, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
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

/** The client's address as the server saw it (first hop of X-Forwarded-For when behind a proxy). */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip') || 'unknown'
}
