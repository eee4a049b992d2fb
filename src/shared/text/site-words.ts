/**
 * The site's own Chinese names (products, categories, the company) that Phrases keeps whole. This
 * leaf cannot read the database: the site shell, which composes the domains, provides the reader
 * (src/site-shell/site-words.ts) when the public layout loads. Until then, and outside a server
 * (unit tests), there are none.
 */
let reader: (() => Promise<readonly string[]>) | undefined

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
