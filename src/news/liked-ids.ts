// Apart from the schemas: the like buttons run in the browser on the news pages,
// and importing the schemas there would ship zod with every news page.

export const LIKE_IDS_MAX = 50

/** The ids remembered in localStorage under `news_likes`; anything unreadable counts as none. */
export function parseLikedIds(stored: string | null): number[] {
  if (!stored) return []
  try {
    const parsed: unknown = JSON.parse(stored)
    if (!Array.isArray(parsed)) return []
    return [...new Set(parsed.map(Number).filter((id) => Number.isInteger(id) && id > 0))]
  } catch {
    return []
  }
}
