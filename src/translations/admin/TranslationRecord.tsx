import type { PayloadRequest } from 'payload'
import { findSource, readRecord } from '../records'
import { entryLabel, untranslated } from '../texts'
import { TranslationForm } from './TranslationForm'
import { labelFor, translationWords } from './text'
import { TranslationsStepNav } from './TranslationsStepNav'
import { toSimplified } from '../../shared/text/to-simplified'
import { readOverrides } from '../simplified/overrides'

/** One record's texts: each English text beside its Chinese field, saved together. */
export async function TranslationRecord({ req, slug, id }: { req: PayloadRequest; slug: string; id?: string }) {
  const language = req.i18n.language
  const t = translationWords(req.i18n)
  const admin = req.payload.config.routes.admin
  const source = findSource(req.payload, slug)
  const recordId = source?.kind === 'collection' ? (id && /^\d+$/.test(id) ? Number(id) : id) : undefined
  const record = source && (source.kind === 'global' || recordId !== undefined) ? await readRecord(req.payload, source, req, recordId).catch(() => undefined) : undefined
  if (!source || !record) {
    return (
      <div>
        <TranslationsStepNav title={t.title} />
        <h1 style={{ marginTop: 'calc(var(--base) * 1.5)' }}>{t.title}</h1>
        <p>
          <a href={`${admin}/translations`}>← {t.back}</a>
        </p>
      </div>
    )
  }
  const sourceLabel = labelFor(source.label, language)
  const title = record.title || sourceLabel
  const editHref = source.kind === 'global' ? `${admin}/globals/${source.slug}` : `${admin}/collections/${source.slug}/${String(record.id)}`
  const entries = record.entries.filter((entry) => entry.english.trim() !== '' || entry.chinese.trim() !== '')
  const overrides = await readOverrides(req, source, record.id).catch(() => new Map<string, never>())
  const done = entries.length - untranslated(entries).length
  return (
    <div data-translation-record={`${source.slug}/${String(record.id ?? 'settings')}`}>
      <TranslationsStepNav title={t.title} current={title} />
      <p style={{ marginTop: 'calc(var(--base) * 1.5)', color: 'var(--theme-elevation-600)' }}>
        <a href={`${admin}/translations${source.kind === 'collection' ? `?source=${source.slug}` : ''}`}>← {sourceLabel}</a>
      </p>
      <h1>{title}</h1>
      <p style={{ color: 'var(--theme-elevation-600)' }} data-translation-progress-line>
        {t.progress(done, entries.length)} · <a href={editHref}>{t.editRecord}</a>
      </p>
      {entries.length === 0 ? (
        <p>{t.noTexts}</p>
      ) : (
        <TranslationForm
          slug={source.slug}
          id={record.id}
          entries={entries.map((entry) => {
            const own = overrides.get(entry.key)
            // The Simplified site converts the Traditional text; without one, it shows the English as the Traditional site does.
            const simplified = { generated: entry.chinese.trim() ? toSimplified(entry.chinese) : '', own: own?.text ?? '', needsReview: own !== undefined && own.traditional !== entry.chinese }
            return { key: entry.key, label: entryLabel(entry, language), multiline: entry.multiline, english: entry.english, chinese: entry.chinese, simplified }
          })}
        />
      )}
    </div>
  )
}
