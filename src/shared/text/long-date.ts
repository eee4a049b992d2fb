import { htmlLang, type SiteLocale } from '../locales'

/** A day as each language writes it in full (24 November 2026, 2026年11月24日), in Hong Kong time, where the company is. */
export function longDate(locale: SiteLocale, date: Date | string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : htmlLang(locale), { dateStyle: 'long', timeZone: 'Asia/Hong_Kong' }).format(typeof date === 'string' ? new Date(date) : date)
}
