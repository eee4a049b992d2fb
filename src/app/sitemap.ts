import config from '@payload-config'
import type { MetadataRoute } from 'next'
import { getPayload } from 'payload'
import { productsWithColourCards } from '@/colours/sitemap'
import { gallerySitemapEntries } from '@/gallery/sitemap'
import { absoluteUrl, alternateLanguages } from '@/seo/origins'
import { siteLocales } from '@/shared/locales'
import { newsSitemapEntries } from '@/news/sitemap'
import { notRetired, readRetiredProductIds } from '@/shared/reads/retired-products'

export const dynamic = 'force-dynamic'

const STATIC_PATHS = ['/', '/about', '/products', '/colours', '/colours/convert', '/documents', '/resources', '/news', '/contact']

type Entry = { path: string; updatedAt?: string }

/** The latest of some change times, or none. */
const latest = (entries: Entry[]) => entries.map((entry) => entry.updatedAt).filter((time): time is string => Boolean(time)).sort().at(-1)

/**
 * Every public page in each language as its own entry (search engines index the address they find, so the
 * Chinese pages are listed too), each with its hreflang alternates: both languages and x-default (English).
 * A product, project or article carries its last change (`lastmod`), and a list the latest of its items'.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayload({ config })
  const products = await payload.find({
    collection: 'products',
    // A product whose every code is discontinued keeps its address but is no longer offered (issue 52.3).
    where: { and: [{ status: { equals: 'Active' } }, ...notRetired(await readRetiredProductIds(payload))] },
    overrideAccess: false,
    limit: 0,
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true },
  })
  const productEntries: Entry[] = products.docs.map((product) => ({ path: `/products/${product.slug}`, updatedAt: product.updatedAt }))
  // Each product's colour card, where it has shades to show (issue 50.10).
  const withCards = await productsWithColourCards(payload)
  const colourCardEntries: Entry[] = products.docs.filter((product) => withCards.has(product.id)).map((product) => ({ path: `/products/${product.slug}/colours`, updatedAt: product.updatedAt }))
  const galleryEntries = await gallerySitemapEntries(payload)
  const newsEntries = await newsSitemapEntries()
  const listChanged: Record<string, string | undefined> = { '/products': latest(productEntries), '/resources': latest(galleryEntries), '/news': latest(newsEntries) }
  const entries: Entry[] = [...STATIC_PATHS.map((path) => ({ path, updatedAt: listChanged[path] })), ...productEntries, ...colourCardEntries, ...galleryEntries, ...newsEntries]
  return entries.flatMap(({ path, updatedAt }) => {
    const languages = alternateLanguages(path)
    return siteLocales.map((locale) => ({
      url: absoluteUrl(locale, path),
      ...(updatedAt ? { lastModified: updatedAt } : {}),
      changeFrequency: path === '/news' ? ('weekly' as const) : ('monthly' as const),
      alternates: { languages },
    }))
  })
}
