import type { InsightEvent } from './events'

// Here, not beside the event schema: the pages' script must not carry zod (its size, and its eval probe under the CSP).
const INSIGHT_BEACON_PATH = '/api/insights/beacon'

/**
 * Reports one event to the site's own counter after the fact: the browser sends it in the
 * background (sendBeacon, or a keepalive fetch where that is refused) and the page never waits
 * for it or hears of a failure.
 */
export function sendInsight(event: InsightEvent): void {
  try {
    const body = JSON.stringify(event)
    if (navigator.sendBeacon?.(INSIGHT_BEACON_PATH, new Blob([body], { type: 'application/json' }))) return
    void fetch(INSIGHT_BEACON_PATH, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined)
  } catch {
    // Counting is never the visitor's problem.
  }
}
