import { createHmac, timingSafeEqual } from 'node:crypto'
import { foldSearch } from './events'

/**
 * The search page's word that its search found something for these words, for its beacon to carry
 * (`found`): a keyed hash of the folded words under the site's secret, made on the server that ran
 * the search. A visitor's own count of results could be anything; this cannot be made for words
 * that find nothing, so no client can put made-up text among the searches that found something.
 * Server only (the secret).
 */
export const searchFoundProof = (secret: string, query: string): string =>
  createHmac('sha256', secret).update(`insight-search-found:${foldSearch(query)}`).digest('base64url').slice(0, 32)

/** Whether a beacon's `found` is the search page's word for these words. */
export function provesSearchFound(secret: string, query: string, proof: string | undefined): boolean {
  if (!proof) return false
  const expected = Buffer.from(searchFoundProof(secret, query))
  const given = Buffer.from(proof)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
