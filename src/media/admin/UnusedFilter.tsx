'use client'
import { useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'
import { usageTextFor } from './format'

/** The query string Payload's list view reads as "files nothing uses". */
export const UNUSED_QUERY = 'where[usageCount][equals]=0'

/** One-click filters above the media library: all files, or only those nothing uses (what can be deleted). */
export function UnusedFilter() {
  const { i18n } = useTranslation()
  const t = usageTextFor(i18n.language)
  const pathname = usePathname()
  const unused = useSearchParams().get('where[usageCount][equals]') === '0'
  const style = (current: boolean) => ({ fontWeight: current ? 600 : 400, textDecoration: current ? 'none' : 'underline' })
  return (
    <nav aria-label={t.filter} style={{ display: 'flex', gap: 'var(--base)', marginBottom: 'var(--base)' }} data-media-filter>
      <span>{t.filter}:</span>
      <Link href={pathname} aria-current={unused ? undefined : 'page'} style={style(!unused)}>
        {t.all}
      </Link>
      <Link href={`${pathname}?${UNUSED_QUERY}`} aria-current={unused ? 'page' : undefined} style={style(unused)}>
        {t.unused}
      </Link>
    </nav>
  )
}
