import type { SiteLocale } from '../shared/locales'
import { toSimplified } from '../shared/text/to-simplified'

const text = {
  en: {
    unpublished: { title: 'Not published', detail: 'Preview for administrators: visitors cannot see this page until it is Active.' },
    published: { title: 'Preview', detail: 'This page is published: visitors see it as shown.' },
  },
  'zh-Hant': {
    unpublished: { title: '尚未發佈', detail: '管理員預覽：狀態設為「啟用」之前，訪客無法看到此頁面。' },
    published: { title: '預覽', detail: '此頁面已發佈，訪客所見與此相同。' },
  },
} as const

/** The band on every preview, so an unpublished page is never mistaken for the live one. */
export function PreviewBanner({ locale, published }: { locale: SiteLocale; published: boolean }) {
  const words = text[locale === 'en' ? 'en' : 'zh-Hant'][published ? 'published' : 'unpublished']
  const t = locale === 'zh-Hans' ? { title: toSimplified(words.title), detail: toSimplified(words.detail) } : words
  return (
    <aside aria-label={t.title} data-preview-banner className="fixed inset-x-0 bottom-0 z-50 bg-gold px-4 py-3 text-center text-sm text-ink shadow-lg">
      <strong className="font-semibold">{t.title}</strong>
      <span className="ml-2">{t.detail}</span>
    </aside>
  )
}
