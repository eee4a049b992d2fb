import type { ServerProps } from 'payload'
import { adminT, type KinsenKey } from './i18n/translations'

const items: KinsenKey[] = ['kinsen:quickGuideCategories', 'kinsen:quickGuideProducts', 'kinsen:quickGuideItemCodes', 'kinsen:quickGuideNews', 'kinsen:quickGuideLanguages']

/** The dashboard's Quick Guide (spec §2.11), above Payload's collection cards. */
export function QuickGuide({ i18n }: ServerProps) {
  const t = adminT(i18n)
  return (
    <section aria-labelledby="quick-guide-title" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="quick-guide-title" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        {t('kinsen:quickGuideTitle')}
      </h2>
      <ul style={{ margin: 0, paddingLeft: '1.25rem', lineHeight: 1.6 }}>
        {items.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
    </section>
  )
}
