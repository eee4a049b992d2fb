'use client'
import { toast, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, type ChangeEvent } from 'react'

const text = {
  en: {
    export: 'Export CSV',
    import: 'Import CSV',
    importing: 'Uploading...',
    done: (created: number, updated: number) => `Imported: ${created} new, ${updated} updated`,
    line: (line: number) => `Line ${line}`,
    failed: 'Import failed',
  },
  zh: {
    export: '匯出 CSV',
    import: '匯入 CSV',
    importing: '上載中...',
    done: (created: number, updated: number) => `已匯入：新增 ${created} 項，更新 ${updated} 項`,
    line: (line: number) => `第 ${line} 行`,
    failed: '匯入失敗',
  },
}

/**
 * Export and all-or-nothing import of item codes, above the item-code list.
 * The server answers in the administrator's language (see csv-messages.ts).
 */
export function ItemCodesCsv() {
  const { i18n } = useTranslation()
  const t = i18n.language === 'zh-TW' ? text.zh : text.en
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<{ line: number; message: string }[]>([])

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setBusy(true)
    setErrors([])
    try {
      const response = await fetch('/api/item-codes/import', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'text/csv' }, body: await file.text() })
      const body = (await response.json().catch(() => ({}))) as { error?: string; errors?: { line: number; message: string }[]; created?: number; updated?: number }
      if (!response.ok) {
        setErrors(body.errors ?? [])
        toast.error(body.error ?? t.failed)
        return
      }
      toast.success(t.done(body.created ?? 0, body.updated ?? 0))
      router.refresh()
    } catch {
      toast.error(t.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href="/api/item-codes/export" download>
          {t.export}
        </a>
        <label className="btn btn--style-secondary btn--size-small" style={{ margin: 0, cursor: 'pointer' }}>
          {busy ? t.importing : t.import}
          <input type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} disabled={busy} style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }} />
        </label>
      </div>
      {errors.length > 0 && (
        <ul role="alert" style={{ marginTop: 'var(--base)', color: 'var(--theme-error-500)' }}>
          {errors.map((error) => (
            <li key={`${error.line}-${error.message}`}>
              {t.line(error.line)}: {error.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
