import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { SiteLocale } from '../shared/locales'
import { cacheTags } from '../shared/cache/tags'
import { readGalleryCategories, readGalleryPage, readGalleryProject, type GalleryPageRequest } from './reads'
import { readProjectsUsingShades } from './shades'

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
  tags: [cacheTags.gallery, cacheTags.media, cacheTags.products, cacheTags.itemCodes],
})

/** For a product's page: the projects that use its item codes (expired by gallery saves, so a product page follows them). */
export const getProjectsUsingShades = unstable_cache(
  async (locale: SiteLocale, codes: { id: number; itemCode: string }[]) => readProjectsUsingShades(await payload(), locale, codes),
  ['gallery-projects-using-shades'],
  { tags: [cacheTags.gallery, cacheTags.media, cacheTags.itemCodes] },
)
