import { z } from 'zod'

/**
 * What a visitor's page reports, counted per day (issue 32): a product page viewed, an item code
 * chosen on it, a data sheet downloaded, a search with its number of results, a colour asked of
 * the colour finder. No person, address or cookie is part of it.
 */
export const INSIGHT_FIGURES = ['view', 'code', 'datasheet', 'search', 'colour'] as const
export type InsightFigure = (typeof INSIGHT_FIGURES)[number]

/** What the roll-up stores: the events' figures, and a search that found nothing counted again on its own. */
export const STORED_FIGURES = [...INSIGHT_FIGURES, 'search-empty'] as const
export type StoredFigure = (typeof STORED_FIGURES)[number]

/** A search counts under its words as typed, folded: spaces squeezed, lower case, at most this long. */
export const SEARCH_KEY_MAX = 80

export const foldSearch = (query: string) => query.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, SEARCH_KEY_MAX)

const key = z.string().trim().min(1).max(120)

export const insightEventSchema = z.discriminatedUnion('figure', [
  z.object({ figure: z.literal('view'), key }),
  z.object({ figure: z.literal('code'), key }),
  z.object({ figure: z.literal('datasheet'), key }),
  // `found`: the search page's proof that it found something for these words (search-proof.ts).
  z.object({ figure: z.literal('search'), key: z.string().transform(foldSearch).pipe(z.string().min(1)), results: z.number().int().min(0).max(1_000_000), found: z.string().max(64).optional() }),
  z.object({ figure: z.literal('colour'), key: z.string().regex(/^#?[0-9a-f]{6}$/i).transform((hex) => `#${hex.replace('#', '').toLowerCase()}`) }),
])

export type InsightEvent = z.input<typeof insightEventSchema>
