import type { Endpoint, PayloadRequest } from 'payload'
import { writeAllOrNothing } from '../../shared/csv/all-or-nothing'
import { isAdministratorUser } from '../../shared/access'
import { allowedBy } from '../../shared/access/rules'
import { expireTags } from '../../shared/cache/revalidate'
import { cacheTags } from '../../shared/cache/tags'
import { readCsv, toCsv, UTF8_BOM } from '../../shared/csv/csv'
import { referenceCsvMessages, type ReferenceCsvMessages } from './csv-messages'

/** The file's columns, in the order the export writes them; the import takes them in any order. */
export const REFERENCE_COLUMNS = ['brand', 'line', 'code', 'name', 'name_zh', 'hex', 'equivalent_item_code', 'demo'] as const
type Column = (typeof REFERENCE_COLUMNS)[number]
const REQUIRED: readonly Column[] = ['brand', 'code', 'hex']
const MAX_FILE_BYTES = 5 * 1024 * 1024
const HEX = /^#[0-9a-fA-F]{6}$/
const YES = new Set(['yes', 'y', 'true', '1', '是'])
const NO = new Set(['no', 'n', 'false', '0', '', '否'])

/** The same shade of the same brand and line, whatever the letter case: the import updates it. */
const referenceKey = (brand: string, line: string, code: string) => [brand, line, code].map((part) => part.trim().toLowerCase()).join('|')

/**
 * GET /api/shade-references/export: every reference as CSV (UTF-8 with the byte-order mark Excel
 * needs), its name in English and in Chinese (empty where untranslated), the pinned equivalent by
 * its item code.
 */
export const exportShadeReferencesEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    const t = referenceCsvMessages(req)
    if (!(await allowedBy(req, 'shade-references', 'read'))) return Response.json({ error: t.notAllowed }, { status: 403 })
    const list = { collection: 'shade-references' as const, pagination: false, sort: ['brand', 'line', 'code'], req, overrideAccess: false }
    const english = await req.payload.find({ ...list, locale: 'en', depth: 1, populate: { 'item-codes': { itemCode: true } } })
    const chinese = await req.payload.find({ ...list, locale: 'zh-Hant', fallbackLocale: false, depth: 0, select: { name: true } })
    const chineseName = new Map(chinese.docs.map((doc) => [doc.id, doc.name ?? '']))
    const rows = english.docs.map((doc) => [
      doc.brand,
      doc.line ?? '',
      doc.code,
      doc.name ?? '',
      chineseName.get(doc.id) ?? '',
      doc.hex,
      typeof doc.equivalent === 'object' && doc.equivalent ? doc.equivalent.itemCode : '',
      doc.demo ? 'yes' : 'no',
    ])
    return new Response(UTF8_BOM + toCsv([[...REFERENCE_COLUMNS], ...rows]), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="shade-references.csv"', 'Cache-Control': 'no-store' },
    })
  },
}

type RowError = { line: number; message: string }
type ParsedRow = { line: number; brand: string; lineName: string; code: string; name: string | null; nameZh: string | null | undefined; hex: string; equivalent: number | null; demo: boolean }

async function checkRows(req: PayloadRequest, text: string, t: ReferenceCsvMessages): Promise<{ rows: ParsedRow[]; errors: RowError[] }> {
  const { rows: csvRows, quoteProblems } = readCsv(text)
  const [header, ...body] = csvRows
  if (!header) return { rows: [], errors: [{ line: 1, message: t.noHeader }] }
  const names = header.cells.map((cell) => cell.trim().toLowerCase())
  const problems = [
    ...names.filter((name) => !(REFERENCE_COLUMNS as readonly string[]).includes(name)).map(t.unknownColumn),
    ...names.filter((name, index) => names.indexOf(name) !== index).map(t.repeatedColumn),
    ...REQUIRED.filter((name) => !names.includes(name)).map(t.missingColumn),
  ]
  if (problems.length > 0) return { rows: [], errors: problems.map((message) => ({ line: header.line, message })) }
  const errors: RowError[] = quoteProblems.map(({ line }) => ({ line, message: t.quotes }))
  const position = new Map(names.map((name, index) => [name as Column, index]))
  const codesNamed = [...new Set(body.map((row) => row.cells[position.get('equivalent_item_code') ?? -1]?.trim() ?? '').filter(Boolean))]
  const itemCodes = codesNamed.length
    ? await req.payload.find({ collection: 'item-codes', where: { itemCode: { in: codesNamed } }, pagination: false, depth: 0, select: { itemCode: true }, req, overrideAccess: false })
    : { docs: [] }
  const itemCodeIds = new Map(itemCodes.docs.map((doc) => [doc.itemCode, doc.id]))
  const seen = new Set<string>()
  const rows: ParsedRow[] = []
  for (const { line, cells } of body) {
    if (cells.length !== names.length) {
      errors.push({ line, message: t.columnCount(names.length, cells.length) })
      continue
    }
    const cell = (column: Column) => {
      const index = position.get(column)
      return index === undefined ? undefined : cells[index]!.trim()
    }
    const brand = cell('brand') ?? ''
    const lineName = cell('line') ?? ''
    const code = cell('code') ?? ''
    const hex = cell('hex') ?? ''
    const equivalentCode = cell('equivalent_item_code') ?? ''
    const demo = (cell('demo') ?? '').toLowerCase()
    if (!brand) errors.push({ line, message: t.brandRequired })
    if (!code) errors.push({ line, message: t.codeRequired })
    if (!HEX.test(hex)) errors.push({ line, message: t.shadeFormat })
    if (equivalentCode && !itemCodeIds.has(equivalentCode)) errors.push({ line, message: t.noItemCode(equivalentCode) })
    if (!YES.has(demo) && !NO.has(demo)) errors.push({ line, message: t.demoValue })
    const key = referenceKey(brand, lineName, code)
    if (brand && code && seen.has(key)) errors.push({ line, message: t.twice([brand, lineName, code].filter(Boolean).join(' ')) })
    seen.add(key)
    const nameZh = cell('name_zh')
    rows.push({
      line,
      brand,
      lineName,
      code,
      name: cell('name') || null,
      nameZh: nameZh === undefined ? undefined : nameZh || null,
      hex: hex.toUpperCase(),
      equivalent: equivalentCode ? (itemCodeIds.get(equivalentCode) ?? null) : null,
      demo: YES.has(demo),
    })
  }
  if (body.length === 0 && errors.length === 0) errors.push({ line: 2, message: t.empty })
  return { rows, errors }
}

async function writeRow(req: PayloadRequest, row: ParsedRow, existing: Map<string, number>): Promise<'created' | 'updated'> {
  const context = { skipRevalidation: true }
  const data = { brand: row.brand, line: row.lineName || null, code: row.code, name: row.name, hex: row.hex, equivalent: row.equivalent, demo: row.demo }
  const found = existing.get(referenceKey(row.brand, row.lineName, row.code))
  const id = found
    ? (await req.payload.update({ collection: 'shade-references', id: found, locale: 'en', data, req, context, depth: 0, overrideAccess: false })).id
    : (await req.payload.create({ collection: 'shade-references', locale: 'en', data, req, context, depth: 0, overrideAccess: false })).id
  if (row.nameZh !== undefined) await req.payload.update({ collection: 'shade-references', id, locale: 'zh-Hant', data: { name: row.nameZh }, req, context, depth: 0, overrideAccess: false })
  return found ? 'updated' : 'created'
}

/**
 * POST /api/shade-references/import (text/csv): adds or updates (by brand, line and code) every row,
 * all or nothing: every row's errors are answered with their line numbers in the administrator's
 * language, and nothing is written while any row is wrong or the database refuses one.
 */
export const importShadeReferencesEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    const t = referenceCsvMessages(req)
    if (!isAdministratorUser(req.user)) return Response.json({ error: t.importAdministratorsOnly }, { status: 403 })
    const text = req.text ? await req.text() : ''
    if (text.length > MAX_FILE_BYTES) return Response.json({ error: t.tooLarge }, { status: 413 })
    const { rows, errors } = await checkRows(req, text, t)
    if (errors.length > 0) return Response.json({ error: t.nothingImported, errors: errors.sort((a, b) => a.line - b.line) }, { status: 400 })
    const stored = await req.payload.find({ collection: 'shade-references', pagination: false, depth: 0, select: { brand: true, line: true, code: true }, req, overrideAccess: false })
    const existing = new Map(stored.docs.map((doc) => [referenceKey(doc.brand, doc.line ?? '', doc.code), doc.id]))
    const counts = await writeAllOrNothing(req, rows, (row) => writeRow(req, row, existing), 'Shade reference import')
    if (!counts) return Response.json({ error: t.databaseRefused }, { status: 409 })
    expireTags([cacheTags.shadeReferences])
    return Response.json({ message: t.imported(rows.length), ...counts })
  },
}
