'use client'
import { useAuth } from '@payloadcms/ui'
import { isAdministratorUser } from '../shared/access'
import { useAdminTranslation } from './i18n/use-admin-translation'
import { useCsvImport } from './use-csv-import'

/**
 * Export and all-or-nothing import of item codes, above the item-code list.
 * The server answers in the administrator's language (see csv-messages.ts).
 */
export function ItemCodesCsv() {
  const { t, i18n } = useAdminTranslation()
  const { user } = useAuth()
  const { busy, errors, onFile } = useCsvImport('/api/item-codes/import', {
    failed: t('kinsen:csvFailed'),
    done: (answer) => t('kinsen:csvImported', { created: Number(answer.created ?? 0), updated: Number(answer.updated ?? 0) }),
  })

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href="/api/item-codes/export" download>
          {t('kinsen:csvExport')}
        </a>
        {/* The import replaces item codes in bulk: administrators only (the server refuses editors too). */}
        {isAdministratorUser(user) && (
          <label className="btn btn--style-secondary btn--size-small" style={{ margin: 0, cursor: 'pointer' }}>
            {busy ? t('kinsen:csvImporting') : t('kinsen:csvImport')}
            <input type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} disabled={busy} style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }} />
          </label>
        )}
      </div>
      {errors.length > 0 && (
        <ul role="alert" style={{ marginTop: 'var(--base)', color: 'var(--theme-error-650)' }}>
          {errors.map((error) => (
            <li key={`${error.line}-${error.message}`}>
              {t('kinsen:csvLine', { line: error.line })}
              {i18n.language === 'zh-TW' ? '：' : ': '}
              {error.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
