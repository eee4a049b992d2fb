/** Content locales. English is the default and the fallback for every localized field. */
export const contentLocales = ['en', 'zh-Hant'] as const
export type ContentLocale = (typeof contentLocales)[number]
export const defaultLocale: ContentLocale = 'en'

export function isContentLocale(value: unknown): value is ContentLocale {
  return typeof value === 'string' && (contentLocales as readonly string[]).includes(value)
}
