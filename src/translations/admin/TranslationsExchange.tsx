'use client'
import { useTranslation } from '@payloadcms/ui'
import { useCsvImport } from '../../admin/use-csv-import'
import { translationWords } from './text'

/** Export of the texts for a translator, and the all-or-nothing import of the translated file. */
export function TranslationsExchange() {
  const t = translationWords(useTranslation().i18n)
  const [before, after] = t.exchangeHelp.split('{column}')
  const { busy, errors, onFile } = useCsvImport('/api/translations/import', { failed: t.importFailed, done: (answer) => answer.message ?? '' })

  return (
    <section aria-labelledby="translations-exchange" style={{ marginTop: 'calc(var(--base) * 2)' }} data-translations-exchange>
      <h2 id="translations-exchange" style={{ fontSize: '1.25rem' }}>{t.exchangeTitle}</h2>
      <p style={{ maxWidth: '52rem', lineHeight: 1.6 }}>
        {/* The file's column is named in English whatever the interface language. */}
        {before}
        <code lang="en">chinese</code>
        {after}
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', alignItems: 'center' }}>
        <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href="/api/translations/export?scope=missing" download>
          {t.exportMissing}
        </a>
        <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href="/api/translations/export?scope=all" download>
          {t.exportAll}
        </a>
        <label className="btn btn--style-primary btn--size-small" style={{ margin: 0, cursor: busy ? 'wait' : 'pointer' }}>
          {busy ? t.importing : t.importLabel}
          <input type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} disabled={busy} style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }} data-translations-import />
        </label>
      </div>
      {errors.length > 0 && (
        <ul role="alert" style={{ marginTop: 'var(--base)', color: 'var(--theme-error-650)' }} data-import-errors>
          {errors.map((error, index) => (
            <li key={index}>
              {t.line(error.line)}: {error.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
