import { MAX_SEARCH_LENGTH } from '../shared/lists/list-state'
import { codeKey, tailKeys } from '../shared/item-codes/code-key'

/**
 * The site search's rules that need no database: what a typed query becomes,
 * and whether an item code answers it.
 *
 * A code is matched without regard to case or separators, and its maker prefix
 * may be left out: the maker prefix is the code's first hyphen-separated part
 * ("KS" in "KS-M150-C01"), so "m150-c01" and "KS M150 C01" are the same code,
 * "m150" a prefix of it, and "C01" (its shade) names it too. A code query has
 * at least two letters or digits, so a single letter does not list thousands.
 */
export const MIN_CODE_QUERY_LENGTH = 2

/** The query as searched: spaces collapsed and trimmed, cut to the lists' search length (longer text is cut, not refused). */
export function normaliseQuery(raw: string | string[] | undefined): string {
  const text = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim()
}


/** A query of letters, digits and separators only, with a digit when it has spaces ("KS M150 G01"): maybe an item code. */
const CODE_LIKE = /^[\p{L}\p{N}][\p{L}\p{N}\s./_-]*$/u

/** Whether the query may be an item code (or the start of one). */
export function isCodeQuery(query: string): boolean {
  if (!CODE_LIKE.test(query) || codeKey(query).length < MIN_CODE_QUERY_LENGTH) return false
  return !/\s/.test(query) || (/\p{N}/u.test(query) && query.split(/\s+/).length <= 4)
}

/**
 * What the database is asked for before the rules below decide: a code containing the longest
 * run of letters and digits the buyer typed ("M150" in "ks m150 g01"), or their longest run of
 * digits ("150" in "KSM150G01", typed without the code's hyphens).
 */
export function codeCandidateTerms(query: string): string[] {
  const longest = (runs: string[]) => runs.reduce((best, run) => (run.length > best.length ? run : best), '')
  const word = longest(query.split(/[^\p{L}\p{N}]+/u))
  const digits = longest(query.match(/\p{N}+/gu) ?? [])
  return [...new Set([word, digits].filter((term) => term.length >= 1))]
}


export type CodeMatch = 'exact' | 'prefix'

/**
 * How this code answers the query: the same code or one of its tails (the maker prefix left out,
 * or only the shade part, "G01"), a code starting with it, or null. Case and separators are ignored.
 */
export function matchCode(code: string, query: string): CodeMatch | null {
  const wanted = codeKey(query)
  if (!wanted) return null
  const keys = [codeKey(code), ...tailKeys(code)]
  if (keys.includes(wanted)) return 'exact'
  // A query that ends with a separator ("KS-M150-") ends where one of the code's parts ends: M1500 is not M150.
  if (/[^\p{L}\p{N}]$/u.test(query)) return wholePartPrefixes(code).includes(wanted) ? 'prefix' : null
  if (keys.some((key) => key.startsWith(wanted))) return 'prefix'
  return null
}

/** The code's runs of whole parts, from its start or from a later part ("KS", "KSM150", "M150", …). */
function wholePartPrefixes(code: string): string[] {
  const parts = code.split('-')
  return parts.flatMap((_, start) => parts.slice(start).map((__, length) => codeKey(parts.slice(start, start + length + 1).join(''))))
}

const KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The keys that start with `key`, as a range [from, to) of the key column: "M150" → ["M150", "M151"),
 * "M15Z" → ["M15Z", "M16"). Only for keys of A–Z and 0–9, whose order (digits before letters) every
 * database collation shares; null otherwise, and for a key that no range ends ("ZZ").
 */
export function keyRange(key: string): { from: string; to: string } | null {
  if (!key || ![...key].every((char) => KEY_ALPHABET.includes(char))) return null
  for (let end = key.length - 1; end >= 0; end -= 1) {
    const next = KEY_ALPHABET.indexOf(key[end]!) + 1
    if (next < KEY_ALPHABET.length) return { from: key, to: key.slice(0, end) + KEY_ALPHABET[next] }
  }
  return null
}
