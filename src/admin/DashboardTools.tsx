import type { ServerProps } from 'payload'
import { cleanupTextFor } from '../media/admin/cleanup-text'

const text = {
  en: { title: 'Tools', translations: 'Translations', translationsHelp: 'See what is not yet in Chinese and translate it', cleanup: 'Find and delete files nothing uses' },
  zh: { title: '工具', translations: '翻譯', translationsHelp: '查看尚未翻譯成中文的內容並翻譯', cleanup: '找出並刪除未被使用的檔案' },
} as const

/** The dashboard's links to the screens that are not collections or globals. */
export function DashboardTools({ i18n, payload }: ServerProps) {
  const t = i18n?.language === 'zh-TW' ? text.zh : text.en
  const admin = payload.config.routes.admin
  return (
    <section aria-labelledby="dashboard-tools-title" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="dashboard-tools-title" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        {t.title}
      </h2>
      <ul style={{ margin: 0, paddingLeft: '1.25rem', lineHeight: 1.6 }}>
        <li>
          <a href={`${admin}/translations`}>{t.translations}</a>: {t.translationsHelp}
        </li>
        <li>
          <a href={`${admin}/storage-cleanup`}>{cleanupTextFor(i18n?.language).openLink}</a>: {t.cleanup}
        </li>
      </ul>
    </section>
  )
}
