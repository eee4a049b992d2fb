'use client'
import { useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

/**
 * The sidebar's first link: back to the dashboard ("Waiting for me", the quick guide) from any screen.
 * Not prefetched, as Payload's own sidebar links are not: every admin screen would render it on the server in the background.
 */
export function DashboardNavLink() {
  const { t } = useTranslation()
  const current = usePathname() === '/admin'
  return (
    <Link href="/admin" prefetch={false} className="nav__link" aria-current={current ? 'page' : undefined} id="nav-dashboard">
      {current && <span className="nav__link-indicator" />}
      <span className="nav__link-label" style={current ? { fontWeight: 600 } : undefined}>
        {t('general:dashboard')}
      </span>
    </Link>
  )
}
