import type { LabelFunction } from 'payload'
import type { ContentLocale, SiteLocale } from './locales'
import { toSimplified } from './text/to-simplified'

/**
 * Texts keyed by Payload's admin interface languages: English, Traditional
 * Chinese ('zh-TW') and Simplified Chinese ('zh'). The Simplified is always
 * converted from the Traditional, never written by hand.
 */
export type Bilingual = { readonly en: string; readonly 'zh-TW': string; readonly zh: string }

/** A label Payload resolves to a string in the administrator's language; our own code may read its texts. */
export type AdminLabel = LabelFunction & Bilingual

/** Whether the admin interface is in Chinese, in either script. */
export const isChineseAdmin = (language: string | undefined): boolean => language === 'zh-TW' || language === 'zh'

/** The site language matching the interface: what the administrator reads (the Simplified site's words for 'zh'). */
export const siteLocaleOfAdmin = (language: string | undefined): SiteLocale => (language === 'zh' ? 'zh-Hans' : language === 'zh-TW' ? 'zh-Hant' : 'en')

/** The content locale matching the interface: the stored Traditional text for either Chinese (Simplified is never stored). */
export const contentLocaleOfAdmin = (language: string | undefined): ContentLocale => (isChineseAdmin(language) ? 'zh-Hant' : 'en')

/** A Traditional Chinese text as the administrator reads it: converted in the Simplified interface. */
export const inAdminScript = (language: string | undefined, traditional: string): string => (language === 'zh' ? toSimplified(traditional) : traditional)

/** The text of a label's texts in the administrator's language. */
export function textIn(texts: Bilingual, language: string | undefined): string {
  return language === 'zh' ? texts.zh : language === 'zh-TW' ? texts['zh-TW'] : texts.en
}

const simplifiedCopies = new WeakMap<object, unknown>()
const isPlainObject = (value: object) => Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null

/**
 * A table of Traditional Chinese words in Simplified: its strings converted,
 * its functions' results converted as they are made ('{count} 次'). Each table
 * is converted once (a client component asks at every render).
 */
export function simplifiedWords<T>(words: T): T {
  if (typeof words === 'string') return toSimplified(words) as T
  if (words === null || (typeof words !== 'object' && typeof words !== 'function')) return words
  const table = words as object
  const known = simplifiedCopies.get(table)
  if (known !== undefined) return known as T
  let copy: unknown
  if (typeof words === 'function') {
    const make = words as (...args: unknown[]) => unknown
    copy = (...args: unknown[]) => simplifiedWords(make(...args))
  } else if (Array.isArray(words)) {
    copy = words.map((entry: unknown) => simplifiedWords(entry))
  } else if (isPlainObject(table)) {
    copy = Object.fromEntries(Object.entries(table).map(([key, value]) => [key, simplifiedWords(value)]))
  } else {
    return words
  }
  simplifiedCopies.set(table, copy)
  return copy as T
}

/** A table of words written in English and Traditional Chinese (`{ en, zh }`), in the administrator's language. */
export function wordsFor<Words extends { readonly en: unknown; readonly zh: unknown }>(language: string | undefined, words: Words): Words['en'] | Words['zh'] {
  if (language === 'zh') return simplifiedWords(words.zh)
  return language === 'zh-TW' ? words.zh : words.en
}

/**
 * Labels for the admin interface in each of its languages. A function, not a
 * { en, 'zh-TW', zh } record: Payload turns label functions into strings for each
 * language, whereas a record reaches places that interpolate it raw (the sort
 * buttons' "Sort by {{label}}", the relationship '+' "Add new {{label}}"),
 * which then read "[object Object]".
 */
export function label(en: string, zhTW: string): AdminLabel {
  const texts = bilingual(en, zhTW)
  // Payload calls tab labels with { t } only: there, i18n is missing (tabs take bilingual() instead).
  const inLanguage: LabelFunction = ({ i18n }) => textIn(texts, (i18n as typeof i18n | undefined)?.language)
  return Object.assign(inLanguage, texts)
}

/** A select field's options from a list of values with their English and Traditional Chinese words (availabilities, currencies, terms, states). */
export const labelledOptions = (entries: readonly { value: string; en: string; zh: string }[]) => entries.map(({ value, en, zh }) => ({ value, label: label(en, zh) }))

/**
 * A label as data that can cross from server to client components: a string, or
 * the texts of a label() (a function cannot be passed as a prop).
 */
export function plainLabel(value: unknown): string | Bilingual | undefined {
  if (typeof value === 'string') return value
  if (value && (typeof value === 'object' || typeof value === 'function')) {
    const texts = value as Partial<Record<string, unknown>>
    if (typeof texts.en !== 'string') return undefined
    const zhTW = typeof texts['zh-TW'] === 'string' ? texts['zh-TW'] : texts.en
    return { en: texts.en, 'zh-TW': zhTW, zh: typeof texts.zh === 'string' ? texts.zh : toSimplified(zhTW) }
  }
  return undefined
}

/**
 * Texts Payload translates with getTranslation itself (sidebar groups, which it
 * merges by name; descriptions): a plain record per language.
 */
export function bilingual(en: string, zhTW: string): Bilingual {
  return { en, 'zh-TW': zhTW, zh: toSimplified(zhTW) }
}

/**
 * The admin navigation's groups. Payload groups collections and globals by
 * their group label, so each group is written once, here.
 */
export const adminGroups = {
  catalogue: bilingual('Catalogue', '產品目錄'),
  gallery: bilingual('Gallery', '資源庫'),
  news: bilingual('News', '新聞'),
  enquiries: bilingual('Enquiries', '查詢'),
  library: bilingual('Library', '媒體庫'),
  pages: bilingual('Pages', '頁面'),
  settings: bilingual('Settings', '設定'),
  system: bilingual('System', '系統'),
}

/** A message in the signed-in administrator's interface language. */
export function inAdminLanguage(req: { i18n?: { language?: string } }, message: { en: string; zh: string }): string {
  return wordsFor(req.i18n?.language, message)
}

/** A collection's or global's label (a plain string, or one per admin language) in the administrator's language. */
export function labelIn(req: { i18n?: { language?: string } }, value: unknown, fallback: string): string {
  if (typeof value === 'string') return value
  if (value && (typeof value === 'object' || typeof value === 'function')) {
    const labels = value as Record<string, unknown>
    const language = req.i18n?.language ?? 'en'
    const fromTraditional = language === 'zh' && typeof labels['zh-TW'] === 'string' ? toSimplified(labels['zh-TW']) : undefined
    const text = labels[language] ?? fromTraditional ?? labels.en
    if (typeof text === 'string') return text
  }
  return fallback
}
