import type { Where } from 'payload'
import { contentLocaleOf, defaultLocale, type SiteLocale } from '../shared/locales'
import { hasHan, inBothScripts, toSimplified } from '../shared/text/chinese-script'
import { foldForSearch } from '../shared/text/fold'

/**
 * Any of `fields` matches the query, in this language or in English: a buyer on the Chinese site
 * may type a product's English name, which the page shows beside the Chinese one (issue 28.8). A
 * query in Chinese is asked in both scripts and of the Chinese text on every site: Simplified
 * finds the Traditional text the Simplified site is made from, and the reverse. A `where` on a
 * localized field reads only the named locale's row (`name.zh-Hant`).
 */
export function localizedTextMatch(fields: string[], locale: SiteLocale, query: string): Where {
  const chinese = hasHan(query)
  const content = contentLocaleOf(locale)
  const variants = chinese ? inBothScripts(query) : [query]
  if (content === defaultLocale && !chinese) return { or: fields.map((field) => ({ [field]: { like: query } })) }
  const locales = ['zh-Hant', defaultLocale]
  return { or: fields.flatMap((field) => locales.flatMap((each) => variants.map((variant) => ({ [`${field}.${each}`]: { like: variant } })))) }
}

/** A text as a query's answers are compared with it: accents removed, in one script. */
export const comparable = (text: string) => foldForSearch(toSimplified(text))

/** The query as the database is asked it: without SQL's wildcards, which it means literally (their words still have to match). */
export const databaseQuery = (query: string) => query.replace(/[%_]/g, ' ').replace(/\s+/g, ' ').trim()
