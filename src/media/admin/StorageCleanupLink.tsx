'use client'
import { useAuth, useTranslation } from '@payloadcms/ui'
import { isAdministratorUser } from '../../shared/access'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { cleanupWords } from './cleanup-text'

/**
 * The storage cleanup's entry in the admin sidebar (after the collections and globals), for administrators.
 * Not prefetched, as Payload's own sidebar links are not: every admin screen would render it on the server in the background.
 */
export function StorageCleanupNavLink() {
  const { i18n } = useTranslation()
  const { user } = useAuth()
  const current = usePathname() === '/admin/storage-cleanup'
  if (!isAdministratorUser(user)) return null
  return (
    <Link href="/admin/storage-cleanup" prefetch={false} className="nav__link" aria-current={current ? 'page' : undefined} id="nav-storage-cleanup">
      <span className="nav__link-label">{cleanupWords(i18n).openLink}</span>
    </Link>
  )
}
