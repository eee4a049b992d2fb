import type { PayloadRequest } from 'payload'
import { adminT } from '../../admin/i18n/translations'
import { findSource, readRecord, type RecordTexts } from '../records'
import { entryLabel } from '../texts'
import { readAllOverrides } from '../simplified/overrides'
import { GLOBAL_RECORD } from '../simplified/read-plugin'
import { labelFor } from './text'

const cell = { padding: 'calc(var(--base) / 2)', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' as const, verticalAlign: 'top' as const }

/** The texts with an administrator's own Simplified wording, each linked to its record, those whose Traditional text changed since marked for review. */
export async function SimplifiedOverview({ req }: { req: PayloadRequest }) {
  const t = adminT(req.i18n)
  const language = req.i18n.language
  const admin = req.payload.config.routes.admin
  const overrides = await readAllOverrides(req).catch(() => [])
  const records = new Map<string, RecordTexts | undefined>()
  const rows = []
  for (const override of overrides) {
    const source = findSource(req.payload, override.source)
    if (!source) continue
    const recordKey = `${override.source}/${override.record}`
    if (!records.has(recordKey)) records.set(recordKey, await readRecord(req.payload, source, req, override.record === GLOBAL_RECORD ? undefined : /^\d+$/.test(override.record) ? Number(override.record) : override.record).catch(() => undefined))
    const record = records.get(recordKey)
    const entry = record?.entries.find((candidate) => candidate.key === override.key)
    if (!record || !entry) continue
    rows.push({ ...override, href: `${admin}/translations/${override.source}/${override.record === GLOBAL_RECORD ? 'settings' : override.record}`, title: record.title || labelFor(source.label, language), field: entryLabel(entry, language), needsReview: entry.chinese !== override.traditional })
  }
  return (
    <section style={{ marginTop: 'calc(var(--base) * 2)' }} data-simplified-overview>
      <h2>{t('kinsen:translationsOverridesTitle')}</h2>
      <p style={{ maxWidth: '52rem', lineHeight: 1.6 }}>{t('kinsen:translationsOverridesIntro')}</p>
      {rows.length === 0 ? (
        <p>{t('kinsen:translationsOverridesNone')}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 480 }}>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.source}/${row.record}/${row.key}`} data-own-wording-row={`${row.source}/${row.record}/${row.key}`}>
                  <th scope="row" style={{ ...cell, fontWeight: 500 }}>
                    <a href={row.href}>{row.title}</a>
                    <div style={{ fontWeight: 400, color: 'var(--theme-elevation-600)' }}>{row.field}</div>
                  </th>
                  <td style={cell} lang="zh-Hans">
                    {row.text}
                  </td>
                  <td style={cell}>{row.needsReview ? <strong data-needs-review>{t('kinsen:translationsOverridesReview')}</strong> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
