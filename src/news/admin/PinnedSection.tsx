import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { ReorderPanel } from '../../admin/ReorderPanel'
import { MAX_PINNED_NEWS } from '../schemas'
import { findPinned } from './pinned-news'
import { pinTextFor } from './pin-text'
import { PinToggle } from './PinToggle'

type Props = {
  payload: Payload
  i18n: I18nClient
  locale?: { code?: string }
  /** The reorder panel's props, from orderedCollection. */
  collection: string
  titleField: string
  where?: string
  sort?: string
}

/**
 * Above the news list: the pinned items in their order, each with Unpin, and
 * the reorder panel (Reorder Items, then Save Order / Discard) for them alone.
 */
export async function PinnedSection({ payload, i18n, locale, collection, titleField, where, sort }: Props) {
  const t = pinTextFor(i18n.language)
  const pinned = await findPinned(payload, locale?.code)
  const adminRoute = payload.config.routes.admin
  const list =
    pinned.length === 0 ? (
      <p data-pinned-empty>{t.none}</p>
    ) : (
      <ol data-testid="pinned-list" style={{ margin: '0 0 var(--base)', paddingLeft: 24 }}>
        {pinned.map((row) => (
          <li key={row.id} style={{ padding: '4px 0' }}>
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
              <a href={`${adminRoute}/collections/news-items/${row.id}`}>{row.title}</a>
              <PinToggle id={row.id} pinned title={row.title} />
            </span>
          </li>
        ))}
      </ol>
    )
  return (
    <section
      aria-labelledby="pinned-news-heading"
      data-pinned-section={pinned.length}
      style={{ marginBottom: 'calc(var(--base) * 1.5)', border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'var(--base) var(--base) 0' }}
    >
      <h2 id="pinned-news-heading" style={{ margin: '0 0 calc(var(--base) / 4)', fontSize: '1.1rem' }}>
        {t.section} ({pinned.length}/{MAX_PINNED_NEWS})
      </h2>
      <p style={{ marginTop: 0, color: 'var(--theme-elevation-800)' }}>{t.hint}</p>
      <ReorderPanel
        collection={collection}
        titleField={titleField}
        where={where}
        sort={sort}
        savedMessage="kinsen:pinnedOrderUpdated"
        failedMessage="kinsen:pinnedOrderFailed"
        closedView={list}
      />
    </section>
  )
}
