import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { SiteLocale } from '../shared/locales'
import { cacheTags } from '../shared/cache/tags'
import { readGalleryCategories, readGalleryPage, readGalleryProject, type GalleryPageRequest } from './reads'

/** The gallery's public reads (reads.ts) in Next's data cache, expired by the gallery, media and product saves. */
async function payload() {
  return getPayload({ config })
}

export const getGalleryCategories = unstable_cache(async (locale: SiteLocale) => readGalleryCategories(await payload(), locale), ['gallery-categories'], {
  tags: [cacheTags.gallery],
})

export const listGalleryItems = unstable_cache(
  async (locale: SiteLocale, request: GalleryPageRequest) => readGalleryPage(await payload(), locale, request),
  ['gallery-page'],
  { tags: [cacheTags.gallery, cacheTags.media] },
)

export const getGalleryProject = unstable_cache(async (locale: SiteLocale, slug: string) => readGalleryProject(await payload(), locale, slug), ['gallery-project'], {
  tags: [cacheTags.gallery, cacheTags.media, cacheTags.products],
})
