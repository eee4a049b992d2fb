import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { cacheTags } from '../shared/cache/tags'
import { defaultLocale, type SiteLocale } from '../shared/locales'
import { documentMeta, type PageDefaults, type SeoFields } from './document-meta'
import type { SeoCollection } from './generate'
import { readSeoText } from './reads'
import type { SharePicture } from './share-picture'

const getSeoText = unstable_cache(
  async (collection: SeoCollection, id: number, locale: SiteLocale) => readSeoText(await getPayload({ config }), collection, id, locale),
  ['seo-text'],
  { tags: [cacheTags.products, cacheTags.gallery, cacheTags.news] },
)

/**
 * The title, description and image for a document's page (pageMetadata's
 * override): its SEO fields in this language where filled in, else the
 * page's own values. English reads come with the document; another language
 * is read again without fallback (see readSeoText).
 */
export async function documentPageMeta(
  collection: SeoCollection,
  doc: { id: number; meta?: SeoFields | null },
  locale: SiteLocale,
  defaults: PageDefaults,
): Promise<{ title?: string; description?: string; image?: SharePicture }> {
  const text = locale === defaultLocale ? doc.meta : await getSeoText(collection, doc.id, locale)
  return documentMeta({ title: text?.title, description: text?.description, image: doc.meta?.image }, defaults)
}
