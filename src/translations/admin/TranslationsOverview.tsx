import type { PayloadRequest } from 'payload'
import { sourceProgress, translationSources } from '../records'
import { TranslationsExchange } from './TranslationsExchange'
import { SimplifiedOverview } from './SimplifiedOverview'
import { labelFor, translationWords } from './text'
import { TranslationsStepNav } from './TranslationsStepNav'

const cell = { padding: 'calc(var(--base) / 2)', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' as const }

/** How far each collection and global is in Chinese, and (for one of them) the records still missing it. */
export async function TranslationsOverview({ req, only }: { req: PayloadRequest; only?: string }) {
  const language = req.i18n.language
  const t = translationWords(req.i18n)
  const admin = req.payload.config.routes.admin
  const progress = await Promise.all(translationSources(req.payload).map((source) => sourceProgress(req.payload, source, req)))
  const focus = progress.find((entry) => entry.source.slug === only)
  const recordHref = (slug: string, id?: number | string) => `${admin}/translations/${slug}${id === undefined ? '/settings' : `/${id}`}`
  return (
    <div data-translations-overview>
      <TranslationsStepNav title={t.title} current={focus ? labelFor(focus.source.label, language) : undefined} />
      <h1 style={{ marginTop: 'calc(var(--base) * 1.5)' }}>{focus ? t.missingIn(labelFor(focus.source.label, language)) : t.title}</h1>
      {focus ? (
        <>
          <p>
            <a href={`${admin}/translations`}>← {t.back}</a>
          </p>
          {focus.missing.length === 0 ? (
            <p>{t.allDone}</p>
          ) : (
            <ul style={{ listStyle: 'none', padding: 0, margin: 'var(--base) 0' }} data-missing-list={focus.source.slug}>
              {focus.missing.map((record) => (
                <li key={String(record.id ?? 'global')} style={{ ...cell, display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', justifyContent: 'space-between' }}>
                  <a href={recordHref(focus.source.slug, record.id)}>{record.title || labelFor(focus.source.label, language)}</a>
                  <span style={{ color: 'var(--theme-elevation-600)' }}>{t.textsMissing(record.missing, record.texts)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <p style={{ maxWidth: '52rem', lineHeight: 1.6 }}>{t.intro}</p>
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 480 }} data-translation-progress>
              <thead>
                <tr>
                  <th scope="col" style={cell}>{t.source}</th>
                  <th scope="col" style={cell}>{t.translated}</th>
                  <th scope="col" style={cell}>{t.missing}</th>
                </tr>
              </thead>
              <tbody>
                {progress.map(({ source, total, translated, missing }) => (
                  <tr key={source.slug} data-source={source.slug}>
                    <th scope="row" style={{ ...cell, fontWeight: 500 }}>{labelFor(source.label, language)}</th>
                    <td style={cell} data-translated={`${translated}/${total}`}>
                      {translated} / {total}
                    </td>
                    <td style={cell}>
                      {missing.length === 0 ? (
                        <span>{t.allDone}</span>
                      ) : source.kind === 'global' ? (
                        <a href={recordHref(source.slug)}>{t.translate}</a>
                      ) : (
                        <a href={`${admin}/translations?source=${source.slug}`}>{t.showMissing(missing.length)}</a>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <TranslationsExchange />
          <SimplifiedOverview req={req} />
        </>
      )}
    </div>
  )
}
