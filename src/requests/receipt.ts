import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '../config/env.server'

/** How long the summary's address shows the request: long enough to print it or come back to it. */
export const RECEIPT_DAYS = 30
const RECEIPT_MS = RECEIPT_DAYS * 24 * 60 * 60 * 1000
const KEY_PATTERN = /^([1-9]\d{0,9})-([0-9a-z]{1,9})-([A-Za-z0-9_-]{32})$/

const signature = (text: string) => createHmac('sha256', `${env().payloadSecret}\nrequest-receipt`).update(text).digest('base64url').slice(0, 32)

/**
 * The address of a sent request's summary: /request/sent/<id>-<issued>-<signature>. Signed with the
 * site's secret (no one guesses another buyer's), dated (it stops working after RECEIPT_DAYS), and
 * holding nothing the buyer typed, so the address, the history and the logs keep no personal data.
 */
export function receiptPath(id: number, now = Date.now()): string {
  const issued = Math.floor(now / 1000).toString(36)
  return `/request/sent/${id}-${issued}-${signature(`${id}-${issued}`)}`
}

/** The request a summary's key names, when the key is this site's and not yet expired. */
export function receiptRequestId(key: string, now = Date.now()): number | undefined {
  const match = KEY_PATTERN.exec(key)
  if (!match) return undefined
  const [, id, issued, signed] = match as unknown as [string, string, string, string]
  const expected = Buffer.from(signature(`${id}-${issued}`))
  if (!timingSafeEqual(expected, Buffer.from(signed))) return undefined
  const issuedAt = parseInt(issued, 36) * 1000
  if (issuedAt > now + 60_000 || now - issuedAt > RECEIPT_MS) return undefined
  return Number(id)
}
