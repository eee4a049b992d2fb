/**
 * Labels for the admin interface in both of its languages. Payload keys admin
 * translations by interface language ('zh-TW' is its Traditional Chinese).
 */
export function label(en: string, zhTW: string): Record<string, string> {
  return { en, 'zh-TW': zhTW }
}

/**
 * The admin navigation's groups. Payload groups collections and globals by
 * their group label, so each group is written once, here.
 */
export const adminGroups = {
  catalogue: label('Catalogue', '產品目錄'),
  gallery: label('Gallery', '資源庫'),
  news: label('News', '新聞'),
  enquiries: label('Enquiries', '查詢'),
  library: label('Library', '媒體庫'),
  pages: label('Pages', '頁面'),
  settings: label('Settings', '設定'),
  system: label('System', '系統'),
}

/** A message in the signed-in administrator's interface language. */
export function inAdminLanguage(req: { i18n?: { language?: string } }, message: { en: string; zh: string }): string {
  return req.i18n?.language === 'zh-TW' ? message.zh : message.en
}

/** A collection's or global's label (a plain string, or one per admin language) in the administrator's language. */
export function labelIn(req: { i18n?: { language?: string } }, value: unknown, fallback: string): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const labels = value as Record<string, unknown>
    const text = labels[req.i18n?.language ?? 'en'] ?? labels.en
    if (typeof text === 'string') return text
  }
  return fallback
}
