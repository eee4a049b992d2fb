'use client'
import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useState, type DragEvent, type ReactNode } from 'react'
import { contentLocaleOfAdmin } from '../shared/admin-label'
import type { KinsenKey } from './i18n/translations'
import { useAdminTranslation } from './i18n/use-admin-translation'
import { moveItem } from './reorder-list'

type Row = { id: number; title: string }
type Props = {
  collection: string
  titleField: string
  /** Only rows matching this query take part (pinned news), as a REST where-string. */
  where?: string
  /** The order rows are listed in before reordering, as a REST sort (ties among pinned news: newest first). */
  sort?: string
  savedMessage: KinsenKey
  failedMessage: KinsenKey
  /** Shown above the Reorder Items button while not reordering (the pinned news as they stand). */
  closedView?: ReactNode
}

/**
 * Reorder mode above a list (spec §4): rows renumber from 1 as they are
 * dragged (or moved by keyboard), then Save Order writes them all in one
 * transaction, or Discard restores the saved order.
 */
export function ReorderPanel({ collection, titleField, where, sort = 'displayOrder', savedMessage, failedMessage, closedView }: Props) {
  const { i18n, t } = useAdminTranslation()
  const router = useRouter()
  const [rows, setRows] = useState<Row[] | null>(null)
  const [original, setOriginal] = useState<Row[]>([])
  const [dragging, setDragging] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    setRows([])
    const query = `limit=0&depth=0&sort=${sort}&locale=${contentLocaleOfAdmin(i18n.language)}${where ? `&${where}` : ''}`
    const response = await fetch(`/api/${collection}?${query}`, { credentials: 'include' })
    const body = (await response.json()) as { docs: Record<string, unknown>[] }
    const loaded = body.docs.map((doc) => ({ id: doc.id as number, title: String(doc[titleField] ?? doc.id) }))
    setRows(loaded)
    setOriginal(loaded)
  }, [collection, titleField, where, sort, i18n.language])

  const save = async () => {
    if (!rows) return
    setBusy(true)
    try {
      const response = await fetch(`/api/${collection}/reorder`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ids: rows.map((row) => row.id) }),
      })
      if (!response.ok) throw new Error(`${response.status}`)
      toast.success(t(savedMessage))
      setRows(null)
      router.refresh()
    } catch {
      toast.error(t(failedMessage))
    } finally {
      setBusy(false)
    }
  }

  const discard = () => {
    setRows(null)
    setOriginal([])
    toast.info(t('kinsen:reorderDiscarded'))
  }

  if (rows === null) {
    return (
      <div style={{ marginBottom: 'var(--base)' }}>
        {closedView}
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void load()}>
          {t('kinsen:reorderOpen')}
        </button>
      </div>
    )
  }

  const changed = rows.some((row, index) => row.id !== original[index]?.id)
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault()
    if (dragging !== null) setRows(moveItem(rows, dragging, to))
    setDragging(null)
  }

  return (
    <section aria-label={t('kinsen:reorderOpen')} style={{ marginBottom: 'calc(var(--base) * 1.5)', border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'var(--base)' }}>
      <p style={{ marginTop: 0 }}>{t('kinsen:reorderHint')}</p>
      {rows.length === 0 ? (
        <p>{original.length === 0 ? t('kinsen:reorderEmpty') : t('kinsen:reorderLoading')}</p>
      ) : (
        <ol data-testid="reorder-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row, index) => (
            <li
              key={row.id}
              draggable
              onDragStart={() => setDragging(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '6px 8px', borderBottom: '1px solid var(--theme-elevation-100)', cursor: 'grab', background: dragging === index ? 'var(--theme-elevation-50)' : undefined }}
            >
              <span aria-hidden style={{ width: 28, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{index + 1}</span>
              <span style={{ flex: 1 }}>{row.title}</span>
              <button type="button" className="btn btn--style-secondary btn--size-small" aria-label={`${t('kinsen:reorderUp')}: ${row.title}`} disabled={index === 0 || busy} onClick={() => setRows(moveItem(rows, index, index - 1))} style={{ margin: 0 }}>
                ↑
              </button>
              <button type="button" className="btn btn--style-secondary btn--size-small" aria-label={`${t('kinsen:reorderDown')}: ${row.title}`} disabled={index === rows.length - 1 || busy} onClick={() => setRows(moveItem(rows, index, index + 1))} style={{ margin: 0 }}>
                ↓
              </button>
            </li>
          ))}
        </ol>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 'var(--base)' }}>
        <button type="button" className="btn btn--style-primary btn--size-small" disabled={!changed || busy} onClick={() => void save()} style={{ margin: 0 }}>
          {busy ? t('kinsen:reorderSaving') : t('kinsen:reorderSave')}
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={discard} style={{ margin: 0 }}>
          {t('kinsen:reorderDiscard')}
        </button>
      </div>
    </section>
  )
}
