import type { Payload } from 'payload'
import { CONTACT_QUEUE } from './send-contact-message'

/** Messages that arrive together are sent by one run, a moment after the first. */
const GATHER_MS = 250

let scheduled = false
let running = false
let requestedAgain = false

/**
 * Runs the contact queue soon, so a message is sent within a second rather
 * than at the next scheduled run. One run at a time: under a burst of
 * messages, a run per message would fight the others over the same jobs and
 * SQLite's write lock, and the visitors' own submissions would wait seconds
 * behind them. A request during a run asks for one more run after it.
 */
export function runContactQueueSoon(payload: Payload): void {
  if (running) {
    requestedAgain = true
    return
  }
  if (scheduled) return
  scheduled = true
  setTimeout(() => {
    scheduled = false
    running = true
    void (async () => {
      do {
        requestedAgain = false
        await payload.jobs.run({ queue: CONTACT_QUEUE, limit: 10 })
      } while (requestedAgain)
    })()
      .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Running the contact queue failed' }))
      .finally(() => {
        running = false
      })
  }, GATHER_MS)
}
