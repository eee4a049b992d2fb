import { sharePicture, type SharePicture } from './share-picture'

/** A document's SEO fields (decision 009), the title and description in the page's own language. */
export type SeoFields = { title?: string | null; description?: string | null; image?: unknown }

/** What the page shows by default: its name or title, its short description, its main image. */
export type PageDefaults = { title?: string | null; description?: string | null; image?: unknown }

const filled = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/**
 * The title, description and share image of a page: each SEO field where the
 * administrator filled it in, else the page's own value (today's behaviour
 * before the SEO fields existed).
 */
export function documentMeta(seo: SeoFields | null | undefined, defaults: PageDefaults): { title?: string; description?: string; image?: SharePicture } {
  return {
    title: filled(seo?.title) ?? filled(defaults.title),
    description: filled(seo?.description) ?? filled(defaults.description),
    image: sharePicture(seo?.image) ?? sharePicture(defaults.image),
  }
}
