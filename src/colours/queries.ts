import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { cacheTags } from '../shared/cache/tags'
import { readShadeIndex, type ShadeIndex } from './reads'

/**
 * The colour finder's list is kept in this process's memory, and Next's data
 * cache holds only its version, tagged like the catalogue's queries: a save
 * of an item code or a product expires the version, and the next request
 * reads the list again. The list itself is not put in the data cache: 20,000
 * codes are over its 2 MB limit per entry (it would silently not be cached),
 * and parsing megabytes of JSON on every request would cost more than the
 * ranking. One list for both languages: it carries both product names.
 */
const shadeIndexVersion = unstable_cache(async (): Promise<string> => `${Date.now()}-${Math.random().toString(36).slice(2)}`, ['colour-shade-index-version'], {
  tags: [cacheTags.itemCodes, cacheTags.products],
})

let held: { version: string; index: Promise<ShadeIndex> } | null = null

export async function getShadeIndex(): Promise<ShadeIndex> {
  const version = await shadeIndexVersion()
  if (held?.version !== version) {
    const index = getPayload({ config }).then(readShadeIndex)
    held = { version, index }
    // A failed read is not kept: the next request tries again.
    index.catch(() => {
      if (held?.index === index) held = null
    })
  }
  return held.index
}
