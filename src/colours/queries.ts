import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { cacheTags } from '../shared/cache/tags'
import { readShadeIndex, type ShadeIndex } from './reads'

/**
 * The colour finder's list, read once and kept until a save of an item code
 * or a product expires it; each request only ranks it (a few ms for 20,000
 * codes). One list for both languages: it carries both product names.
 */
export const getShadeIndex = unstable_cache(async (): Promise<ShadeIndex> => readShadeIndex(await getPayload({ config })), ['colour-shade-index'], {
  tags: [cacheTags.itemCodes, cacheTags.products],
})
