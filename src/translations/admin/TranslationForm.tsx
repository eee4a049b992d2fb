'use client'
import { Button, toast, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { translationWords } from './text'
import { SimplifiedWording, type SimplifiedState } from './SimplifiedWording'

/** Rows enough for the text at a column's width (a Chinese character is about two Latin ones wide), 3 to 12. */
const textareaRows = (entry: { english: string; chinese: string }) =>
  Math.min(12, Math.max(3, entry.english.split('\n').length + 1, Math.ceil(Math.max(entry.english.length, entry.chinese.length * 2) / 50) + 1))

type Entry = { key: string; label: string; multiline: boolean; english: string; chinese: string; simplified: SimplifiedState }

/**
 * English on the left, kept exactly as written (line breaks too), and the
 * Chinese field beside it; one save for all of them, then on to the next
 * record that still lacks Chinese.
 */
export function TranslationForm({ slug, id, entries }: { slug: string; id?: number | string; entries: Entry[] }) {
  const { i18n } = useTranslation()
  const t = translationWords(i18n)
  const router = useRouter()
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(entries.map((entry) => [entry.key, entry.chinese])))
  const [wordings, setWordings] = useState<Record<string, string>>(() => Object.fromEntries(entries.map((entry) => [entry.key, entry.simplified.own])))
  const [busy, setBusy] = useState(false)

  const save = async (goNext: boolean) => {
    setBusy(true)
    try {
      const changed = Object.fromEntries(entries.filter((entry) => (values[entry.key] ?? '') !== entry.chinese).map((entry) => [entry.key, values[entry.key] ?? '']))
      const simplified = Object.fromEntries(entries.filter((entry) => (wordings[entry.key] ?? '').trim() !== entry.simplified.own).map((entry) => [entry.key, (wordings[entry.key] ?? '').trim() || null]))
      const response = await fetch('/api/translations/save', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ slug, id, values: changed, simplified }) })
      const body = (await response.json()) as { next?: { slug: string; id?: number | string } | null; errors?: { message: string }[] }
      if (!response.ok) throw new Error(body.errors?.[0]?.message ?? t.saveFailed)
      toast.success(t.saved)
      if (goNext && body.next) router.push(`/admin/translations/${body.next.slug}/${body.next.id === undefined ? 'settings' : String(body.next.id)}`)
      else if (goNext) {
        toast.success(t.finished)
        router.push('/admin/translations')
      } else router.refresh()
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t.saveFailed)
    } finally {
      setBusy(false)
    }
  }

  // Enter in a field saves and stays; the buttons say where they go.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save(false)
  }

  return (
    <form onSubmit={onSubmit} data-translation-form>
      <div style={{ display: 'grid', gap: 'calc(var(--base) * 1.25)', marginTop: 'var(--base)' }}>
        {entries.map((entry, index) => {
          const id = `translation-${index}`
          return (
            <div key={entry.key} data-translation-entry={entry.key} style={{ display: 'grid', gap: 'calc(var(--base) / 2)', paddingBottom: 'var(--base)', borderBottom: '1px solid var(--theme-elevation-100)' }}>
              <div style={{ display: 'grid', gap: 'calc(var(--base) / 2)', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
                <div>
                  <div style={{ fontWeight: 600, marginBottom: 4 }} id={`${id}-label`}>
                    {entry.label}
                  </div>
                  <div style={{ fontSize: '0.8rem', color: 'var(--theme-elevation-600)', marginBottom: 4 }}>{t.english}</div>
                  <div lang="en" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.5, padding: '8px 12px', background: 'var(--theme-elevation-50)', borderRadius: 4 }} data-english>
                    {entry.english || t.emptyEnglish}
                  </div>
                </div>
                <div>
                  <label htmlFor={id} style={{ display: 'block', fontSize: '0.8rem', color: 'var(--theme-elevation-600)', marginBottom: 4, marginTop: 'calc(1.5em + 4px)' }}>
                    {t.chinese}
                    <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>: {entry.label}</span>
                  </label>
                  {entry.multiline ? (
                    <textarea id={id} lang="zh-Hant" rows={textareaRows(entry)} value={values[entry.key] ?? ''} onChange={(event) => setValues({ ...values, [entry.key]: event.target.value })} style={{ width: '100%', padding: '8px 12px', font: 'inherit', lineHeight: 1.5 }} data-chinese-field />
                  ) : (
                    <input id={id} lang="zh-Hant" type="text" value={values[entry.key] ?? ''} onChange={(event) => setValues({ ...values, [entry.key]: event.target.value })} style={{ width: '100%', padding: '8px 12px', font: 'inherit' }} data-chinese-field />
                  )}
                </div>
              </div>
              <SimplifiedWording
                id={`${id}-simplified`}
                label={entry.label}
                multiline={entry.multiline}
                state={entry.simplified}
                value={wordings[entry.key] ?? ''}
                onChange={(value) => setWordings({ ...wordings, [entry.key]: value })}
                words={t.simplified}
              />
            </div>
          )
        })}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', marginTop: 'calc(var(--base) * 1.5)', position: 'sticky', bottom: 0, background: 'var(--theme-bg)', padding: 'var(--base) 0' }}>
        <Button type="button" buttonStyle="primary" disabled={busy} margin={false} onClick={() => void save(true)}>
          {busy ? t.saving : t.saveNext}
        </Button>
        <Button type="submit" buttonStyle="secondary" disabled={busy} margin={false}>
          {t.save}
        </Button>
      </div>
    </form>
  )
}
