'use client'
import { useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { cleanupWords } from './cleanup-text'

/** The storage cleanup's entry in the admin sidebar (after the collections and globals). */
export function StorageCleanupNavLink() {
  const { i18n } = useTranslation()
  const current = usePathname() === '/admin/storage-cleanup'
  return (
    <Link href="/admin/storage-cleanup" className="nav__link" aria-current={current ? 'page' : undefined} id="nav-storage-cleanup">
      <span className="nav__link-label">{cleanupWords(i18n).openLink}</span>
    </Link>
  )
}
