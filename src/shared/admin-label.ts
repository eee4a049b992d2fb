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
