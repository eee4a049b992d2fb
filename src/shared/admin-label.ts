/**
 * Labels for the admin interface in both of its languages. Payload keys admin
 * translations by interface language ('zh-TW' is its Traditional Chinese).
 */
export function label(en: string, zhTW: string): Record<string, string> {
  return { en, 'zh-TW': zhTW }
}
