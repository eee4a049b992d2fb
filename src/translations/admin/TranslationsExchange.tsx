'use client'
import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, type ChangeEvent } from 'react'
import { translationsTextFor } from './text'

/** Export of the texts for a translator, and the all-or-nothing import of the translated file. */
export function TranslationsExchange({ language }: { language: string }) {
  const t = translationsTextFor(language)
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
      const response = await fetch('/api/translations/import', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'text/csv' }, body: await file.text() })
      const body = (await response.json()) as { message?: string; error?: string; errors?: { line: number; message: string }[] }
      if (response.ok) {
        toast.success(body.message ?? '')
        router.refresh()
      } else {
        toast.error(body.error ?? body.errors?.[0]?.message ?? t.importFailed)
        setErrors(body.errors ?? [])
      }
    } catch {
      toast.error(t.importFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="translations-exchange" style={{ marginTop: 'calc(var(--base) * 2)' }} data-translations-exchange>
      <h2 id="translations-exchange" style={{ fontSize: '1.25rem' }}>{t.exchangeTitle}</h2>
      <p style={{ maxWidth: '52rem', lineHeight: 1.6 }}>{t.exchangeHelp}</p>
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
        <ul role="alert" style={{ marginTop: 'var(--base)', color: 'var(--theme-error-500)' }} data-import-errors>
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
