import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { MAX_PINNED_NEWS } from '../schemas'
import { countPinned } from './pinned-news'
import { pinTextFor } from './pin-text'
import { PinToggle } from './PinToggle'

type Props = { payload: Payload; i18n: I18nClient; rowData: { id: number | string; isPinned?: boolean | null; title?: string | null } }

/**
 * The Pinned column: a pin mark and Unpin on pinned items; Pin on the others,
 * shown only while fewer than 3 are pinned (spec §2.11).
 */
export async function PinCell({ payload, i18n, rowData }: Props) {
  const t = pinTextFor(i18n.language)
  const pinned = rowData.isPinned === true
  const title = rowData.title ?? String(rowData.id)
  const canPin = !pinned && (await countPinned(payload)) < MAX_PINNED_NEWS
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }} data-pin-cell={pinned ? 'pinned' : 'unpinned'}>
      {pinned && (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <PinIcon />
          {t.pinned}
        </span>
      )}
      {(pinned || canPin) && <PinToggle id={rowData.id} pinned={pinned} title={title} />}
    </span>
  )
}

/** A drawn pin (an emoji pin depends on the fonts installed). */
function PinIcon() {
  return (
    <svg aria-hidden width="14" height="14" viewBox="0 0 24 24" fill="currentColor">
      <path d="M16 3l5 5-2 1-3.5 3.5.5 4.5-2 2-4-4-5 5-1-1 5-5-4-4 2-2 4.5.5L15 5z" />
    </svg>
  )
}
