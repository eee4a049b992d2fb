import type { NumberFieldServerProps } from 'payload'
import { usedBy } from '../deletion/used-by'
import { usageTextFor } from './format'

/**
 * The sidebar of a media file: every record and setting that uses it, with
 * links, so an administrator sees before deleting that the delete will be
 * refused, and where to change the file instead.
 */
export async function UsedByPanel({ id, payload, req, i18n }: NumberFieldServerProps) {
  if (id === undefined || id === null) return null
  const t = usageTextFor(i18n.language)
  const entries = await usedBy(payload, id, req, { i18n })
  return (
    <section aria-labelledby="media-used-by" data-used-by={entries.length} style={{ margin: 'calc(var(--base) * 1.5) 0 var(--base)' }}>
      <h3 id="media-used-by" style={{ margin: '0 0 calc(var(--base) / 2)', fontSize: '1rem', fontWeight: 600 }}>
        {t.heading}
      </h3>
      {entries.length === 0 ? (
        <p style={{ margin: 0 }}>{t.none}</p>
      ) : (
        <>
          <p style={{ margin: 0 }}>{t.some(entries.length)}</p>
          <ul style={{ margin: 'calc(var(--base) / 4) 0 0', paddingLeft: '1.1rem', lineHeight: 1.6 }}>
            {entries.map((entry) => (
              <li key={entry.href}>
                <a href={entry.href}>{entry.kind === entry.title ? entry.title : `${entry.kind}: ${entry.title}`}</a>
                {!entry.active && <span style={{ color: 'var(--theme-elevation-500)' }}> ({t.hidden})</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
