import type { SiteLocale } from '../../shared/locales'

/** The public address of an item code's data sheet; the host gives the language, as for every page. */
export function dataSheetPath(slug: string, itemCode: string): string {
  return `/products/${encodeURIComponent(slug)}/data-sheet/${encodeURIComponent(itemCode)}`
}

/** The file name a download is saved under: the item code, then what it is and, for Chinese, the language. */
export function dataSheetFilename(itemCode: string, locale: SiteLocale): string {
  const code = itemCode.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '') || 'item'
  return `${code}-data-sheet${locale === 'en' ? '' : `-${locale}`}.pdf`
}
