import type { CollectionSlug } from 'payload'
import { isContentLocale, type SiteLocale } from '../shared/locales'
import { absoluteUrl } from './origins'

/** The collections with SEO fields, and where each takes the values its page shows by default. */
export const seoSources = {
  products: { path: '/products', title: 'name', descriptions: ['description', 'detailedDescription'], image: 'image' },
  'gallery-items': { path: '/resources', title: 'name', descriptions: ['description', 'detailedDescription', 'projectDetails'], image: 'primaryImage' },
  'news-items': { path: '/news', title: 'title', descriptions: ['description', 'articleBody'], image: 'primaryImage' },
} as const satisfies Partial<Record<CollectionSlug, { path: string; title: string; descriptions: readonly string[]; image: string }>>

export type SeoCollection = keyof typeof seoSources
export const SEO_COLLECTIONS = ['products', 'gallery-items', 'news-items'] as const satisfies readonly SeoCollection[]

export function isSeoCollection(slug: unknown): slug is SeoCollection {
  return typeof slug === 'string' && slug in seoSources
}

/** The plugin's generate endpoints get the form's values in the edited language. */
export type GenerateArgs = { collectionConfig?: { slug: string }; doc?: Record<string, unknown> | null; locale?: string }

function sourceOf(args: GenerateArgs) {
  const slug = args.collectionConfig?.slug
  return isSeoCollection(slug) ? seoSources[slug] : undefined
}

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/**
 * A description of at most `max` characters: whole words in English, with an
 * ellipsis when cut. Search engines show about 150 Latin characters, or about
 * 80 Chinese ones (each is twice as wide), so Chinese is cut at 80.
 */
export function summarise(value: string, locale: SiteLocale): string {
  const max = locale === 'en' ? 150 : 80
  const clean = text(value)
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:，。；：、]+$/, '')}…`
}

const localeOf = (args: GenerateArgs): SiteLocale => (isContentLocale(args.locale) ? args.locale : 'en')

/** "Auto-generate" for the title: the name (or news title) in the edited language. */
export function generateTitle(args: GenerateArgs): string {
  const source = sourceOf(args)
  return source ? text(args.doc?.[source.title]) : ''
}

/** "Auto-generate" for the description: the short description, else the longer text, cut to a search result's length. */
export function generateDescription(args: GenerateArgs): string {
  const source = sourceOf(args)
  const first = source?.descriptions.map((field) => text(args.doc?.[field])).find(Boolean)
  return first ? summarise(first, localeOf(args)) : ''
}

/** "Auto-generate" for the image: the document's main image. */
export function generateImage(args: GenerateArgs): number | string {
  const source = sourceOf(args)
  const value = source ? args.doc?.[source.image] : undefined
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value && (typeof value.id === 'number' || typeof value.id === 'string')) return value.id
  return ''
}

/** The page's address on the site of the edited language, for the plugin's search-result preview. */
export function generateURL(args: GenerateArgs): string {
  const source = sourceOf(args)
  const slug = text(args.doc?.slug)
  return source && slug ? absoluteUrl(localeOf(args), `${source.path}/${slug}`) : ''
}
