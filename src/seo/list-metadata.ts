import type { Metadata } from 'next'
import type { SearchParams } from '../shared/lists/list-state'
import type { SiteLocale } from '../shared/locales'
import { pageMetadata, type PageKey } from './metadata'
import type { SharePicture } from './share-picture'

/** A query parameter's one value: repeated or empty, it is no page number. */
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/**
 * One rule for the lists (products, resources, news), by their address. The list and each of its
 * further pages (`?page=2`) are indexed, each under its own canonical address, so crawlers reach
 * every item through the pages. A search, a category, a page size or any other parameter shows
 * items the plain pages already show: not indexed (noindex, follow), the plain list canonical.
 * `?page=1` is the plain list, canonical to it.
 */
export async function listPageMetadata(
  locale: SiteLocale,
  page: PageKey,
  path: string,
  searchParams: SearchParams,
  override?: { image?: SharePicture },
): Promise<Metadata> {
  const names = Object.keys(searchParams).filter((name) => searchParams[name] !== undefined)
  const pageNumber = names.length === 1 && names[0] === 'page' ? single(searchParams.page) : undefined
  if (names.length === 0 || pageNumber === '1') return pageMetadata(locale, page, path, override)
  if (pageNumber && /^[1-9]\d{0,5}$/.test(pageNumber)) return pageMetadata(locale, page, `${path}?page=${pageNumber}`, override)
  return { ...(await pageMetadata(locale, page, path, override)), robots: { index: false, follow: true } }
}
