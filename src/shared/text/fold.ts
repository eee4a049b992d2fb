/**
 * Text as the site search compares it: without accents and in lower case, so "lame" finds "lamé"
 * and "PREMIERE" finds "Première" (issue 28.8). Chinese, which has no accents, is unchanged.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}
