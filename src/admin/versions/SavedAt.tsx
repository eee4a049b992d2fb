'use client'
import { adminDateTime } from '../fields/date-time'

/** A version's save time as yyyy-MM-dd HH:mm in the administrator's time zone, linking to the version (what it changed, Restore). */
export function SavedAt({ href, savedAt, current }: { href: string; savedAt: string; current?: string }) {
  return (
    <span>
      <a href={href}>
        <time dateTime={savedAt}>{adminDateTime(savedAt)}</time>
      </a>
      {current ? <strong style={{ marginInlineStart: 'calc(var(--base) / 2)', whiteSpace: 'nowrap' }}>{current}</strong> : null}
    </span>
  )
}
