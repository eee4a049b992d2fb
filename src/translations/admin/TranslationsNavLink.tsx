'use client'
import { useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { translationWords } from './text'

/** The translations manager's entry in the admin sidebar; not prefetched, as Payload's own sidebar links are not. */
export function TranslationsNavLink() {
  const { i18n } = useTranslation()
  const current = usePathname().startsWith('/admin/translations')
  return (
    <Link href="/admin/translations" prefetch={false} className="nav__link" aria-current={current ? 'page' : undefined} id="nav-translations">
      <span className="nav__link-label">{translationWords(i18n).title}</span>
    </Link>
  )
}
