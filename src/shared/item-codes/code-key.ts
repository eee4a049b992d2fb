/**
 * An item code as a buyer may type it. A code is matched without regard to case or separators,
 * and its maker prefix may be left out: the maker prefix is the code's first hyphen-separated part
 * ("KS" in "KS-M150-C01"), so "m150-c01" and "KS M150 C01" are the same code, and "C01" (its
 * shade) names it too.
 */

/**
 * A code as its letters and digits only, in capitals: "KS-M150-G01", "ks m150 g01" and "KSM150G01"
 * are the same code to a buyer, whatever the separators they typed or left out.
 */
export const codeKey = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '')

/** The code's tails that a buyer may type alone: without the maker prefix ("M150G01"), and its last parts ("G01"). */
export function tailKeys(code: string): string[] {
  const parts = code.split('-')
  return parts.slice(1).map((_, index) => codeKey(parts.slice(index + 1).join('')))
}

/** Every key a buyer's query may start: the whole code's and each tail's, once each, none empty. */
export function searchKeysOf(code: string): string[] {
  return [...new Set([codeKey(code), ...tailKeys(code)])].filter((key) => key !== '')
}
