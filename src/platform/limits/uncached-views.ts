import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { visitorKey } from '../../shared/http/client-address'

export type ViewAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const WINDOW_SECONDS = 60

/**
 * Pages rendered for each request (a list with a query, /search, the colour
 * finder with a colour) cost the app real work; one client asking for many
 * would slow every other visitor. Each visitor (an IPv4 address, an IPv6 /64)
 * may ask for `perMinute` of them a minute, counted in this process's memory:
 * refusing must cost less than rendering, so it takes no database or network
 * round trip. Behind nginx the same views are limited there too (deploy/nginx),
 * across nodes; this is the app's own floor when it runs alone.
 */
export function uncachedViewLimiter(perMinute: number) {
  const limiter = perMinute > 0 ? new RateLimiterMemory({ keyPrefix: 'uncached-view', points: perMinute, duration: WINDOW_SECONDS }) : undefined
  return async function admit(address: string): Promise<ViewAdmission> {
    if (!limiter) return { allowed: true }
    try {
      await limiter.consume(visitorKey(address))
      return { allowed: true }
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
    }
  }
}
