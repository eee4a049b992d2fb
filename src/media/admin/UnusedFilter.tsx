'use client'
import { useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'
import { usageTextFor } from './format'

/** The query parameter Payload's list view reads as "files nothing uses" (with the value 0). */
const UNUSED_PARAM = 'where[usageCount][equals]'

/** One-click filters above the media library: all files, or only those nothing uses (what can be deleted). */
export function UnusedFilter() {
  const { i18n } = useTranslation()
  const t = usageTextFor(i18n.language)
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const unused = searchParams.get(UNUSED_PARAM) === '0'
  // The search and the other filters stay; a new filter starts on page 1.
  const href = (onlyUnused: boolean) => {
    const next = new URLSearchParams(searchParams.toString())
    next.delete(UNUSED_PARAM)
    next.delete('page')
    if (onlyUnused) next.set(UNUSED_PARAM, '0')
    const query = next.toString()
    return query ? `${pathname}?${query}` : pathname
  }
  const style = (current: boolean) => ({ fontWeight: current ? 600 : 400, textDecoration: current ? 'none' : 'underline' })
  return (
    <nav aria-label={t.filter} style={{ display: 'flex', gap: 'var(--base)', marginBottom: 'var(--base)' }} data-media-filter>
      <span>{t.filter}:</span>
      <Link href={href(false)} prefetch={false} aria-current={unused ? undefined : 'page'} style={style(!unused)}>
        {t.all}
      </Link>
      <Link href={href(true)} prefetch={false} aria-current={unused ? 'page' : undefined} style={style(unused)}>
        {t.unused}
      </Link>
    </nav>
  )
}
