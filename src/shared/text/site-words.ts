/**
 * The site's own Chinese names (categories, the company) that Phrases keeps whole. This
 * leaf cannot read the database: the site shell, which composes the domains, provides the reader
 * (src/site-shell/site-words.ts) when the public layout loads. Until then, and outside a server
 * (unit tests), there are none. A product's or a project's name is passed by the component that
 * shows it (Phrases' `keep`): thousands of product names read on every save would cost the first
 * page after it hundreds of milliseconds at 5,000 products.
 */
let reader: (() => Promise<readonly string[]>) | undefined

/**
 * Names longer than this many characters are left to the dictionary (a heading of one unbroken
 * name that long would not fit a 320 px screen); the trade's words inside them still hold.
 */
const LONGEST_KEPT = 8
const HAN = /\p{Script=Han}/u

/** The name as a word kept whole, or null: Chinese, of 2 to LONGEST_KEPT characters. */
export function keptName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? ''
  return HAN.test(trimmed) && trimmed.length >= 2 && trimmed.length <= LONGEST_KEPT ? trimmed : null
}

export function provideSiteWords(read: () => Promise<readonly string[]>): void {
  reader = read
}

export async function siteWords(): Promise<readonly string[]> {
  try {
    return (await reader?.()) ?? []
  } catch {
    // A heading is still set without them.
    return []
  }
}
