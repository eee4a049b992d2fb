import type { Payload, PayloadRequest } from 'payload'
import { readCsv, toCsv, UTF8_BOM } from '../shared/csv/csv'
import type { TranslationMessages } from './messages'
import { findSource, readSource, translationSources } from './records'
import { entryLabel, untranslated } from './texts'

/** The columns of the translator's file; english is the source, chinese the translation. */
export const COLUMNS = ['collection', 'id', 'title', 'field', 'label', 'english', 'chinese'] as const

/**
 * Every text of the site (or only those without Chinese) as CSV a translator
 * can open in a spreadsheet: one row per text, the English source beside an
 * empty or current Chinese cell. Line breaks stay inside their cells.
 */
export async function exportTexts(payload: Payload, req: PayloadRequest, scope: 'missing' | 'all'): Promise<string> {
  const rows: string[][] = []
  for (const source of translationSources(payload)) {
    for (const record of await readSource(payload, source, req)) {
      const entries = scope === 'missing' ? untranslated(record.entries) : record.entries.filter((entry) => entry.english.trim() !== '')
      for (const entry of entries) rows.push([source.slug, record.id === undefined ? '' : String(record.id), record.title, entry.key, entryLabel(entry, 'en'), entry.english, entry.chinese])
    }
  }
  return UTF8_BOM + toCsv([[...COLUMNS], ...rows])
}

export type ImportPlan = { updates: { slug: string; id?: number | string; values: Record<string, string> }[]; count: number }
export type RowError = { line: number; message: string }

/**
 * Reads a translator's file and checks every row against the site as it is
 * now: known record and field, and the same English text as exported. Rows
 * with an empty Chinese cell are skipped. Nothing is written here.
 */
export async function planImport(payload: Payload, req: PayloadRequest, text: string, t: TranslationMessages): Promise<{ plan: ImportPlan; errors: RowError[] }> {
  const plan: ImportPlan = { updates: [], count: 0 }
  const errors: RowError[] = []
  const { rows, quoteProblems } = readCsv(text)
  for (const problem of quoteProblems) errors.push({ line: problem.line, message: t('quotes') })
  const [header, ...body] = rows
  if (!header) return { plan, errors: [{ line: 1, message: t('noHeader') }] }
  const names = header.cells.map((cell) => cell.trim().toLowerCase())
  const column = (name: string) => names.indexOf(name)
  const missingColumns = ['collection', 'id', 'field', 'english', 'chinese'].filter((name) => column(name) < 0)
  if (missingColumns.length) return { plan, errors: missingColumns.map((name) => ({ line: header.line, message: t('missingColumn', { column: name }) })) }

  const records = new Map<string, Awaited<ReturnType<typeof readSource>>>()
  const seen = new Map<string, number>()
  const updates = new Map<string, ImportPlan['updates'][number]>()
  for (const row of body) {
    const cell = (name: string) => row.cells[column(name)] ?? ''
    const chinese = cell('chinese')
    if (chinese.trim() === '') continue
    const slug = cell('collection').trim()
    const source = findSource(payload, slug)
    if (!source) {
      errors.push({ line: row.line, message: t('unknownSource', { slug }) })
      continue
    }
    if (!records.has(slug)) records.set(slug, await readSource(payload, source, req))
    const id = cell('id').trim()
    const record = records.get(slug)!.find((candidate) => (source.kind === 'global' ? true : String(candidate.id) === id))
    if (!record) {
      errors.push({ line: row.line, message: t('unknownRecord', { slug, id }) })
      continue
    }
    const key = cell('field').trim()
    const entry = record.entries.find((candidate) => candidate.key === key)
    if (!entry) {
      errors.push({ line: row.line, message: t('unknownField', { field: key }) })
      continue
    }
    if (entry.english.replace(/\r\n?/g, '\n') !== cell('english').replace(/\r\n?/g, '\n')) {
      errors.push({ line: row.line, message: t('englishChanged') })
      continue
    }
    const place = `${slug}/${id}/${key}`
    if (seen.has(place)) {
      errors.push({ line: row.line, message: t('repeated', { line: seen.get(place)! }) })
      continue
    }
    seen.set(place, row.line)
    const recordKey = `${slug}/${id}`
    const update = updates.get(recordKey) ?? { slug, id: source.kind === 'global' ? undefined : record.id, values: {} }
    update.values[key] = chinese.replace(/\r\n?/g, '\n')
    updates.set(recordKey, update)
    plan.count += 1
  }
  plan.updates = [...updates.values()]
  return { plan, errors: errors.sort((a, b) => a.line - b.line) }
}
