import type { LabelFunction } from 'payload'

/** Texts keyed by admin interface language ('zh-TW' is Payload's Traditional Chinese). */
export type Bilingual = { readonly en: string; readonly 'zh-TW': string }

/** A label Payload resolves to a string in the administrator's language; our own code may read its two texts. */
export type AdminLabel = LabelFunction & Bilingual

/**
 * Labels for the admin interface in both of its languages. A function, not a
 * { en, 'zh-TW' } record: Payload turns label functions into strings for each
 * language, whereas a record reaches places that interpolate it raw (the sort
 * buttons' "Sort by {{label}}", the relationship '+' "Add new {{label}}"),
 * which then read "[object Object]".
 */
export function label(en: string, zhTW: string): AdminLabel {
  // Payload calls tab labels with { t } only: there, i18n is missing (tabs take bilingual() instead).
  const inLanguage: LabelFunction = ({ i18n }) => ((i18n as typeof i18n | undefined)?.language === 'zh-TW' ? zhTW : en)
  return Object.assign(inLanguage, { en, 'zh-TW': zhTW })
}

/**
 * A label as data that can cross from server to client components: a string, or
 * the two texts of a label() (a function cannot be passed as a prop).
 */
export function plainLabel(value: unknown): string | Bilingual | undefined {
  if (typeof value === 'string') return value
  if (value && (typeof value === 'object' || typeof value === 'function')) {
    const texts = value as Partial<Record<string, unknown>>
    if (typeof texts.en === 'string') return { en: texts.en, 'zh-TW': typeof texts['zh-TW'] === 'string' ? texts['zh-TW'] : texts.en }
  }
  return undefined
}

/**
 * Texts Payload translates with getTranslation itself (sidebar groups, which it
 * merges by name; descriptions): a plain record per language.
 */
export function bilingual(en: string, zhTW: string): Bilingual {
  return { en, 'zh-TW': zhTW }
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
  return req.i18n?.language === 'zh-TW' ? message.zh : message.en
}

/** A collection's or global's label (a plain string, or one per admin language) in the administrator's language. */
export function labelIn(req: { i18n?: { language?: string } }, value: unknown, fallback: string): string {
  if (typeof value === 'string') return value
  if (value && (typeof value === 'object' || typeof value === 'function')) {
    const labels = value as Record<string, unknown>
    const text = labels[req.i18n?.language ?? 'en'] ?? labels.en
    if (typeof text === 'string') return text
  }
  return fallback
}
