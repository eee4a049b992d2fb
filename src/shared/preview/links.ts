import type { SiteLocale } from '../locales'
import type { PreviewCollection } from './sections'

/** The admin-host address that checks the administrator and opens the record's preview on the site of `locale` (see endpoint.ts). */
export function previewLink(collection: PreviewCollection, id: number | string, locale: SiteLocale): string {
  const query = new URLSearchParams({ collection, id: String(id), locale })
  return `/api/preview?${query}`
}
