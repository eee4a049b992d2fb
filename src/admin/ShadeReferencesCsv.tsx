'use client'
import { useAuth } from '@payloadcms/ui'
import { isAdministratorUser } from '../shared/access'
import { useAdminTranslation } from './i18n/use-admin-translation'
import { useCsvImport } from './use-csv-import'

/**
 * Export and all-or-nothing import of other brands' shades, above their list (issue 30.1).
 * The server answers in the administrator's language (src/colours/references/csv-messages.ts).
 */
export function ShadeReferencesCsv() {
  const { t, i18n } = useAdminTranslation()
  const { user } = useAuth()
  const { busy, errors, onFile } = useCsvImport('/api/shade-references/import', {
    failed: t('kinsen:csvFailed'),
    done: (answer) => t('kinsen:csvImported', { created: Number(answer.created ?? 0), updated: Number(answer.updated ?? 0) }),
  })

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href="/api/shade-references/export" download>
          {t('kinsen:csvExport')}
        </a>
        {isAdministratorUser(user) && (
          <label className="btn btn--style-secondary btn--size-small" style={{ margin: 0, cursor: 'pointer' }}>
            {busy ? t('kinsen:csvImporting') : t('kinsen:csvImport')}
            <input type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} disabled={busy} style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }} />
          </label>
        )}
      </div>
      <p style={{ marginTop: 'calc(var(--base) / 2)', color: 'var(--theme-elevation-600)' }}>{t('kinsen:shadeReferencesCsvHint')}</p>
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
