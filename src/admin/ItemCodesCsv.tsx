'use client'
import { useTranslation } from '@payloadcms/ui'
import { useCsvImport } from './use-csv-import'

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
  const { busy, errors, onFile } = useCsvImport('/api/item-codes/import', {
    failed: t.failed,
    done: (answer) => t.done(Number(answer.created ?? 0), Number(answer.updated ?? 0)),
  })

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
