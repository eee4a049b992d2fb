import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { cacheTags } from '../shared/cache/tags'
import { readShadeIndex, updateShadeIndex, type ShadeIndex } from './reads'
import { readColourCard } from './colour-card'
import { convertReference, type Conversion } from './references/convert'
import { matchReferences } from './references/match'
import { readShadeReferences } from './references/reads'
import type { SiteLocale } from '../shared/locales'

/**
 * The colour finder's list is kept in this process's memory, and Next's data
 * cache holds only its version, tagged like the catalogue's queries: a save
 * of an item code or a product expires the version, and the next request
 * brings the list up to date by reading what changed since it was read
 * (reads.ts). The list itself is not put in the data cache: 20,000
 * codes are over its 2 MB limit per entry (it would silently not be cached),
 * and parsing megabytes of JSON on every request would cost more than the
 * ranking. One list for both languages: it carries both product names.
 */
const shadeIndexVersion = unstable_cache(async (): Promise<string> => `${Date.now()}-${Math.random().toString(36).slice(2)}`, ['colour-shade-index-version'], {
  tags: [cacheTags.itemCodes, cacheTags.products],
})

/**
 * Saves are read again from this long before the last read: another node's clock may run behind
 * this one's, and a save's date is taken before its transaction commits. Reading a change twice is harmless.
 */
const CHANGE_MARGIN_MS = 5 * 60_000

type Held = { version: string; index: Promise<ShadeIndex>; readFrom: Date }
let held: Held | null = null

async function upToDate(previous: Held): Promise<ShadeIndex> {
  const payload = await getPayload({ config })
  const index = await previous.index.catch(() => null)
  const updated = index ? await updateShadeIndex(payload, index, previous.readFrom) : null
  return updated ?? readShadeIndex(payload, index ?? undefined)
}

export async function getShadeIndex(): Promise<ShadeIndex> {
  const version = await shadeIndexVersion()
  if (held?.version !== version) {
    const readFrom = new Date(Date.now() - CHANGE_MARGIN_MS)
    const index = held ? upToDate(held) : getPayload({ config }).then((payload) => readShadeIndex(payload))
    const next: Held = { version, index, readFrom }
    held = next
    // A failed read is not kept: the next request reads the whole list again.
    index.catch(() => {
      if (held === next) held = null
    })
  }
  return held.index
}

/** A product's colour card (colour-card.ts), cached like the product's page and expired by the same saves. */
export const getColourCard = unstable_cache(async (locale: SiteLocale, slug: string) => readColourCard(await getPayload({ config }), locale, slug), ['colour-card'], {
  tags: [cacheTags.products, cacheTags.itemCodes],
})

/** Other brands' shades (references/), cached per language until one is saved or imported. */
export const getShadeReferences = unstable_cache(async (locale: SiteLocale) => readShadeReferences(await getPayload({ config }), locale), ['shade-references'], {
  tags: [cacheTags.shadeReferences],
})

/** At most this many references are converted for one query ("4006" may be several brands'). */
const MAX_CONVERSIONS = 3

/** The references a buyer's words name ("Madeira 4006"), each with its KINSEN equivalents; none when they name none. */
export async function findConversions(locale: SiteLocale, query: string): Promise<Conversion[]> {
  const named = matchReferences(query, await getShadeReferences(locale)).slice(0, MAX_CONVERSIONS)
  if (named.length === 0) return []
  const index = await getShadeIndex()
  return named.map((reference) => convertReference(reference, index))
}
