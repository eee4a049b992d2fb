'use client'
import { Button, ConfirmationModal, SetStepNav, toast, useModal, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'
import { isChineseAdmin } from '../../shared/admin-label'
import type { Candidates } from '../cleanup/candidates'
import { cleanupWords } from './cleanup-text'
import { readableSize } from './format'

const CONFIRM_MODAL = 'storage-cleanup-confirm'

/** Why a row is offered: `released` (was in use, no longer is: since `date`), or `new` (never used: uploaded or stored at `date`). */
type Row = { id: string; kind: 'record' | 'file'; name: string; detail: string; bytes: number; date: string; since: 'released' | 'new'; preview?: string; href?: string }

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const RELATIVE_TIME_LOCALES: Record<string, string> = { 'zh-TW': 'zh-Hant-HK', zh: 'zh-Hans-CN' }

/** "5 minutes ago", "3 hours ago", "yesterday", "2 months ago": a file released this morning reads as such. */
function age(date: string, language: string): string {
  const elapsed = Math.max(0, Date.now() - new Date(date).getTime())
  const format = new Intl.RelativeTimeFormat(RELATIVE_TIME_LOCALES[language] ?? 'en', { numeric: 'auto' })
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour')
  const days = Math.floor(elapsed / DAY)
  return days < 60 ? format.format(-days, 'day') : format.format(-Math.floor(days / 30), 'month')
}

/** The cleanup's two lists with checkboxes, the space they take, and the confirmed delete. */
export function StorageCleanupList({ candidates, language, mediaFileUrl, mediaAdminUrl }: { candidates: Candidates; language: string; mediaFileUrl: string; mediaAdminUrl: string }) {
  const t = cleanupWords(useTranslation().i18n)
  // A label before its value: a full-width colon in Chinese.
  const colon = isChineseAdmin(language) ? '：' : ': '
  const router = useRouter()
  const { openModal } = useModal()
  const [selected, setSelected] = useState<Set<string>>(new Set())

  const rows = useMemo(() => {
    const records: Row[] = candidates.records.map((record) => ({
      id: `record:${record.id}`,
      kind: 'record',
      name: record.filename,
      detail: record.alt,
      bytes: record.bytes,
      date: record.unusedSince ?? record.createdAt,
      since: record.unusedSince ? 'released' : 'new',
      preview: record.thumbnail ? `${mediaFileUrl}${encodeURIComponent(record.thumbnail)}` : undefined,
      href: `${mediaAdminUrl}${record.id}`,
    }))
    const files: Row[] = candidates.files.map((file) => ({
      id: `file:${file.key}`,
      kind: 'file',
      name: file.key,
      detail: '',
      bytes: file.bytes,
      date: file.modifiedAt,
      since: 'new',
      preview: file.image ? `${mediaFileUrl.replace(/file\/$/, '')}storage-cleanup/preview/${encodeURIComponent(file.key)}` : undefined,
    }))
    return { records, files, all: [...records, ...files] }
  }, [candidates, mediaFileUrl, mediaAdminUrl])

  const chosen = rows.all.filter((row) => selected.has(row.id))
  const chosenBytes = readableSize(chosen.reduce((sum, row) => sum + row.bytes, 0))
  const toggle = (id: string) => setSelected((current) => {
    const next = new Set(current)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    return next
  })
  const allChosen = rows.all.length > 0 && chosen.length === rows.all.length

  const remove = async () => {
    const body = {
      records: chosen.filter((row) => row.kind === 'record').map((row) => { const id = row.id.slice('record:'.length); return /^\d+$/.test(id) ? Number(id) : id }),
      files: chosen.filter((row) => row.kind === 'file').map((row) => row.id.slice('file:'.length)),
    }
    try {
      const response = await fetch('/api/media/storage-cleanup', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      if (!response.ok) throw new Error(String(response.status))
      const result = (await response.json()) as { deleted: { records: unknown[]; files: unknown[] }; kept: { records: unknown[]; files: unknown[] } }
      toast.success(t.done(result.deleted.records.length + result.deleted.files.length, result.kept.records.length + result.kept.files.length))
      setSelected(new Set())
      router.refresh()
    } catch {
      toast.error(t.failed)
    }
  }

  const table = (list: Row[], caption: string, empty: string, section: string) => (
    <section aria-labelledby={`cleanup-${section}`} style={{ marginTop: 'calc(var(--base) * 2)' }} data-cleanup-section={section}>
      <h2 id={`cleanup-${section}`} style={{ fontSize: '1.25rem', marginBottom: 'calc(var(--base) / 2)' }}>
        {caption} ({list.length})
      </h2>
      {list.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, borderTop: '1px solid var(--theme-elevation-100)' }}>
          {list.map((row) => (
            <li
              key={row.id}
              data-cleanup-item={row.id}
              style={{ display: 'grid', gridTemplateColumns: 'auto 56px 1fr', alignItems: 'center', gap: 'calc(var(--base) * 0.75)', padding: 'calc(var(--base) / 2) 0', borderBottom: '1px solid var(--theme-elevation-100)' }}
            >
              <input type="checkbox" checked={selected.has(row.id)} onChange={() => toggle(row.id)} aria-label={t.select(row.name)} style={{ width: 18, height: 18 }} />
              {row.preview ? (
                <img src={row.preview} alt="" width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />
              ) : (
                <span style={{ fontSize: '0.75rem', color: 'var(--theme-elevation-500)', textAlign: 'center' }}>{t.noPreview}</span>
              )}
              <div style={{ minWidth: 0 }}>
                <div style={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{row.href ? <a href={row.href}>{row.name}</a> : row.name}</div>
                {row.detail && <div style={{ color: 'var(--theme-elevation-600)', overflowWrap: 'anywhere' }}>{row.detail}</div>}
                <div style={{ color: 'var(--theme-elevation-600)' }}>
                  <span>
                    {t.size}
                    {colon}
                    {readableSize(row.bytes)}
                  </span>
                  {' · '}
                  <span data-cleanup-since={row.since}>
                    {row.since === 'released' ? t.unusedSince : row.kind === 'record' ? t.neverUsed : t.age}
                    {colon}
                    <time dateTime={row.date}>{age(row.date, language)}</time>
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )

  return (
    <div data-storage-cleanup>
      <SetStepNav nav={[{ label: t.title }]} />
      <p style={{ fontWeight: 600, margin: 'var(--base) 0' }} data-cleanup-total={candidates.totalBytes}>
        {t.total(rows.all.length, readableSize(candidates.totalBytes))}
      </p>
      {rows.all.length > 0 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--base)' }}>
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <input type="checkbox" checked={allChosen} onChange={() => setSelected(allChosen ? new Set() : new Set(rows.all.map((row) => row.id)))} />
            {t.selectAll}
          </label>
          <Button buttonStyle="primary" disabled={chosen.length === 0} onClick={() => openModal(CONFIRM_MODAL)} margin={false}>
            {t.deleteSelected(chosen.length)}
          </Button>
        </div>
      )}
      {table(rows.records, t.records, t.noRecords, 'records')}
      {table(rows.files, t.files, t.noFiles, 'files')}
      <ConfirmationModal
        modalSlug={CONFIRM_MODAL}
        heading={t.confirmHeading}
        body={t.confirmBody(chosen.length, chosenBytes)}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        confirmingLabel={t.deleting}
        onConfirm={remove}
      />
    </div>
  )
}
