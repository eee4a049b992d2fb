import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '../config/env.server'

const KEY_PATTERN = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{32})$/

const signature = (id: string) => createHmac('sha256', `${env().payloadSecret}\nquote-link`).update(id).digest('base64url').slice(0, 32)

/**
 * The buyer's private address of a sent quote: /quote/<id>-<signature>. Signed with the site's
 * secret, so no one reaches another buyer's quote by counting; how long it opens is the quote's own
 * validity plus 30 days (validity.ts), read from the quote at each visit, so the address carries no
 * date and nothing the buyer typed.
 */
export const quotePath = (id: number) => `/quote/${id}-${signature(String(id))}`

/** The quote a key names, when the key is this site's. */
export function quoteIdOfKey(key: string): number | undefined {
  const match = KEY_PATTERN.exec(key)
  if (!match) return undefined
  const [, id, signed] = match as unknown as [string, string, string]
  return timingSafeEqual(Buffer.from(signature(id)), Buffer.from(signed)) ? Number(id) : undefined
}
