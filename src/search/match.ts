import { MAX_SEARCH_LENGTH } from '../shared/lists/list-state'

/**
 * The site search's rules that need no database: what a typed query becomes,
 * and whether an item code answers it.
 *
 * A code is matched without regard to case, and its maker prefix may be left
 * out: the maker prefix is the code's first hyphen-separated part ("KS" in
 * "KS-M150-C01"), so "m150-c01" is the same code and "m150" a prefix of it.
 * A code query is one word (codes have no spaces) of at least two characters,
 * so a single letter does not list thousands of codes.
 */
export const MIN_CODE_QUERY_LENGTH = 2

/** The query as searched: spaces collapsed and trimmed, cut to the lists' search length (longer text is cut, not refused). */
export function normaliseQuery(raw: string | string[] | undefined): string {
  const text = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim()
}

/** Whether the query may be an item code (or the start of one). */
export function isCodeQuery(query: string): boolean {
  return query.length >= MIN_CODE_QUERY_LENGTH && !/\s/.test(query)
}

/** The code without its maker prefix, or null for a code without a hyphen. */
function withoutMakerPrefix(code: string): string | null {
  const hyphen = code.indexOf('-')
  return hyphen > 0 ? code.slice(hyphen + 1) : null
}

export type CodeMatch = 'exact' | 'prefix'

/** How this code answers the query: the same code, a code starting with it, or null. */
export function matchCode(code: string, query: string): CodeMatch | null {
  const wanted = query.toUpperCase()
  const full = code.toUpperCase()
  const short = withoutMakerPrefix(full)
  if (full === wanted || short === wanted) return 'exact'
  if (full.startsWith(wanted) || short?.startsWith(wanted)) return 'prefix'
  return null
}
