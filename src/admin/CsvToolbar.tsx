'use client'
import { useAuth } from '@payloadcms/ui'
import { isAdministratorUser } from '../shared/access'
import { isChineseAdmin } from '../shared/admin-label'
import type { AdminTranslationKeys } from './i18n/translations'
import { useAdminTranslation } from './i18n/use-admin-translation'
import { useCsvImport } from './use-csv-import'

type Props = {
  /** The collection whose /export and /import endpoints the buttons use (item codes, other brands' shades). */
  collection: string
  /** An admin word (kinsen:…) saying what the file's columns are, shown under the buttons. */
  hintKey?: AdminTranslationKeys
  /** The file's column names, shown as written in the file (identifiers, in English in both languages). */
  columns?: string[]
}

/**
 * Export and all-or-nothing import of a collection as CSV, above its list (given to the list
 * with clientProps in the collection's config). The import replaces records in bulk, so it is
 * offered to administrators only (the server refuses anyone else too); the server answers in the
 * administrator's language.
 */
export function CsvToolbar({ collection, hintKey, columns }: Props) {
  const { t, i18n } = useAdminTranslation()
  const { user } = useAuth()
  const { busy, errors, onFile } = useCsvImport(`/api/${collection}/import`, {
    failed: t('kinsen:csvFailed'),
    done: (answer) => t('kinsen:csvImported', { created: Number(answer.created ?? 0), updated: Number(answer.updated ?? 0) }),
  })

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={`/api/${collection}/export`} download>
          {t('kinsen:csvExport')}
        </a>
        {isAdministratorUser(user) && (
          <label className="btn btn--style-secondary btn--size-small" style={{ margin: 0, cursor: 'pointer' }}>
            {busy ? t('kinsen:csvImporting') : t('kinsen:csvImport')}
            <input type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} disabled={busy} style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }} />
          </label>
        )}
      </div>
      {hintKey && (
        <p style={{ marginTop: 'calc(var(--base) / 2)', color: 'var(--theme-elevation-600)' }}>
          {t(hintKey)}
          {columns && (
            <>
              {' '}
              <code lang="en">{columns.join(',')}</code>
            </>
          )}
        </p>
      )}
      {errors.length > 0 && (
        <ul role="alert" style={{ marginTop: 'var(--base)', color: 'var(--theme-error-650)' }}>
          {errors.map((error) => (
            <li key={`${error.line}-${error.message}`}>
              {t('kinsen:csvLine', { line: error.line })}
              {isChineseAdmin(i18n.language) ? '：' : ': '}
              {error.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
