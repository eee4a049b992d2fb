import type { Endpoint, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { writeAllOrNothing } from '../../shared/csv/all-or-nothing'
import { isAdministratorUser } from '../../shared/access'
import { allowedBy } from '../../shared/access/rules'
import type { ItemCode } from '../../payload-types'
import { expireTags } from '../../shared/cache/revalidate'
import { cacheTags } from '../../shared/cache/tags'
import { MAX_ITEM_CODE_LENGTH, shadeHexSchema } from '../schemas'
import { readCsv, toCsv, UTF8_BOM } from '../../shared/csv/csv'
import { csvMessages, type CsvMessages } from './csv-messages'
import {
  EXPORT_HEADER,
  headerCell,
  ITEM_CODE_COLUMNS,
  LOCALIZED_COLUMNS,
  type HeaderCell,
  type ItemCodeColumn,
  type ItemCodeTextField,
  type LocalizedItemCodeField,
} from './item-code-columns'
import { checkAvailabilityCells, exportedAvailabilityCells, judgeReplacement, type AvailabilityData } from './availability-cells'
import { codeId, keyOf, pinReplacements, storedCodes, type CodeKey } from './availability-import'

const MAX_FILE_BYTES = 5 * 1024 * 1024
const forbidden = (t: CsvMessages) => Response.json({ error: t.notAllowed }, { status: 403 })

/** A row of the export: the English cells (and the unlocalized ones), then the Chinese ones. */
function exportRow(doc: ItemCode, translated: ItemCode | undefined): string[] {
  const availability = exportedAvailabilityCells(doc, translated?.availabilityNote)
  const english = (field: ItemCodeColumn['field']): string => {
    switch (field) {
      case 'product':
        return typeof doc.product === 'object' ? doc.product.slug : ''
      case 'availabilityNote':
        return availability.noteEnglish
      case 'availability':
      case 'leadTimeWeeks':
      case 'discontinuedOn':
      case 'replacement':
      case 'minimumOrder':
      case 'minimumOrderUnit':
        return availability[field]
      default:
        return doc[field] ?? ''
    }
  }
  const chinese = (field: LocalizedItemCodeField) => (field === 'availabilityNote' ? availability.noteChinese : (translated?.[field] ?? ''))
  return [...ITEM_CODE_COLUMNS.map(({ field }) => english(field)), ...LOCALIZED_COLUMNS.map(({ field }) => chinese(field))]
}

/**
 * GET /api/item-codes/export: every item code as CSV, the English text and
 * then the Chinese text of each localized field (empty where it has not been
 * translated, never the English fallback). The file starts with a UTF-8
 * byte-order mark, which Excel needs to read it as UTF-8.
 */
export const exportItemCodesEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    const t = csvMessages(req)
    if (!(await allowedBy(req, 'item-codes', 'read'))) return forbidden(t)
    const list = { collection: 'item-codes', limit: 0, pagination: false, sort: 'itemCode', req, overrideAccess: false } as const
    const english = await req.payload.find({ ...list, locale: 'en', depth: 1, populate: { products: { slug: true }, 'item-codes': { itemCode: true } } })
    const chinese = await req.payload.find({ ...list, locale: 'zh-Hant', fallbackLocale: false, depth: 0 })
    const chineseById = new Map(chinese.docs.map((doc) => [doc.id, doc]))
    const rows = english.docs.map((doc) => exportRow(doc, chineseById.get(doc.id)))
    return new Response(UTF8_BOM + toCsv([EXPORT_HEADER, ...rows]), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="item-codes.csv"', 'Cache-Control': 'no-store' },
    })
  },
}

type RowError = { line: number; message: string }
type EnglishData = Partial<Record<ItemCodeTextField, string | null>>
type ChineseData = Partial<Record<LocalizedItemCodeField, string | null>>
/**
 * `replacement`: the code to pin, null to clear the pin, undefined when the file has no
 * replacement column. A code the file creates or brings back from discontinued is pinned once
 * every row is written (`pinLater`); a stored one with the row itself, in one save.
 */
type ParsedRow = { line: number; productId: number; itemCode: string; english: EnglishData; chinese: ChineseData | null; availability: AvailabilityData; replacement?: CodeKey | null; pinLater?: boolean }

/** The header's columns, or what is wrong with it. Columns may come in any order; Chinese ones are optional. */
function readHeader(names: string[], t: CsvMessages): { columns: HeaderCell[]; problems: string[] } {
  const problems: string[] = []
  const columns: HeaderCell[] = []
  const seen = new Set<string>()
  for (const name of names) {
    const cell = headerCell(name)
    if (!cell) problems.push(t.unknownColumn(name))
    else if (seen.has(name)) problems.push(t.repeatedColumn(name))
    else columns.push(cell)
    seen.add(name)
  }
  for (const required of ['product_slug', 'item_code']) if (!seen.has(required)) problems.push(t.missingColumn(required))
  return { columns, problems }
}

async function checkRows(req: PayloadRequest, text: string, t: CsvMessages): Promise<{ rows: ParsedRow[]; errors: RowError[] }> {
  const { rows: csvRows, quoteProblems } = readCsv(text)
  const [header, ...body] = csvRows
  if (!header) return { rows: [], errors: [{ line: 1, message: t.noHeader }] }
  const { columns, problems } = readHeader(
    header.cells.map((cell) => cell.trim()),
    t,
  )
  if (problems.length > 0) return { rows: [], errors: problems.map((message) => ({ line: header.line, message })) }

  const errors: RowError[] = quoteProblems.map(({ line }) => ({ line, message: t.quotes }))
  const position = new Map(columns.map((cell, index) => [`${cell.field}|${cell.locale}`, index]))
  const slugIndex = position.get('product|null')!
  const slugs = [...new Set(body.map((row) => row.cells[slugIndex]?.trim() ?? '').filter(Boolean))]
  const products = await req.payload.find({ collection: 'products', where: { slug: { in: slugs } }, limit: 0, pagination: false, depth: 0, select: { slug: true }, req })
  const productIds = new Map(products.docs.map((product) => [product.slug, product.id]))
  const cellsOf = (column: number | undefined) => (column === undefined ? [] : [...new Set(body.map((row) => row.cells[column]?.trim() ?? '').filter(Boolean))])
  const stored = await storedCodes(req, [...productIds.values()], cellsOf(position.get('itemCode|null')), cellsOf(position.get('replacement|null')))
  const storedBefore = new Map(stored.candidates)
  const seen = new Set<string>()
  const rows: ParsedRow[] = []
  // Replacement cells are judged once every row's availability is known: a row may name a code the file changes.
  const replacements: { row: ParsedRow; code: string }[] = []
  for (const { line, cells } of body) {
    if (cells.length !== columns.length) {
      errors.push({ line, message: t.columnCount(columns.length, cells.length) })
      continue
    }
    const value = (field: ItemCodeColumn['field'], locale: HeaderCell['locale']) => {
      const index = position.get(`${field}|${locale}`)
      return index === undefined ? undefined : cells[index]!.trim()
    }
    const slug = value('product', null) ?? ''
    const itemCode = value('itemCode', null) ?? ''
    const shadeHex = value('shadeHex', null)
    const productId = productIds.get(slug)
    if (!productId) errors.push({ line, message: slug ? t.noProduct(slug) : t.selectProduct })
    if (!itemCode) errors.push({ line, message: t.itemCodeRequired })
    else if (itemCode.length > MAX_ITEM_CODE_LENGTH) errors.push({ line, message: t.itemCodeTooLong })
    if (shadeHex && !shadeHexSchema.safeParse(shadeHex).success) errors.push({ line, message: t.shadeFormat })
    const key = `${slug}|${itemCode}`
    if (seen.has(key)) errors.push({ line, message: t.twice(itemCode, slug) })
    seen.add(key)
    if (!productId || !itemCode) continue
    // An empty cell clears the field (null, so that an empty Chinese text falls back to English).
    const english: EnglishData = {}
    const chinese: ChineseData = {}
    for (const { field, localized, kind } of ITEM_CODE_COLUMNS) {
      if (kind !== 'text' || field === 'product' || field === 'itemCode') continue
      const text = value(field, localized ? 'en' : null)
      if (text !== undefined) english[field] = text || null
      if (!localized) continue
      const translated = value(field, 'zh-Hant')
      if (translated !== undefined) chinese[field] = translated || null
    }
    const given = {
      availability: value('availability', null),
      leadTimeWeeks: value('leadTimeWeeks', null),
      noteEnglish: value('availabilityNote', 'en'),
      noteChinese: value('availabilityNote', 'zh-Hant'),
      discontinuedOn: value('discontinuedOn', null),
      replacement: value('replacement', null),
      minimumOrder: value('minimumOrder', null),
      minimumOrderUnit: value('minimumOrderUnit', null),
    }
    const before = stored.byKey.get(keyOf({ product: productId, itemCode }))
    const availability = checkAvailabilityCells(given, before, t)
    errors.push(...availability.problems.map((message) => ({ line, message })))
    const row: ParsedRow = { line, productId, itemCode, english, chinese: Object.keys(chinese).length > 0 ? chinese : null, availability: availability.data }
    if (given.replacement === '') row.replacement = null
    else if (given.replacement !== undefined) replacements.push({ row, code: given.replacement })
    rows.push(row)
    // As the file leaves it, for the replacement cells that name it.
    stored.candidates.set(keyOf({ product: productId, itemCode }), { ...stored.candidates.get(keyOf({ product: productId, itemCode })), product: productId, itemCode, availability: availability.availability ?? before?.availability })
  }
  const candidates = [...stored.candidates.values()]
  const orderableBefore = (key: CodeKey) => {
    const before = storedBefore.get(keyOf(key))
    return before !== undefined && before.availability !== 'discontinued'
  }
  for (const { row, code } of replacements) {
    const pinnedNow = stored.byKey.get(keyOf({ product: row.productId, itemCode: row.itemCode }))?.replacement
    const pinned = typeof pinnedNow === 'number' ? pinnedNow : null
    const judged = judgeReplacement({ product: row.productId, itemCode: row.itemCode, pinned }, code, candidates, t)
    if ('problem' in judged) {
      errors.push({ line: row.line, message: judged.problem })
      continue
    }
    row.replacement = { product: judged.pick.product, itemCode: judged.pick.itemCode }
    row.pinLater = judged.pick.id !== pinned && !orderableBefore(row.replacement)
  }
  if (body.length === 0 && errors.length === 0) errors.push({ line: 2, message: t.empty })
  return { rows, errors }
}

/** Writes one row: English (and the unlocalized fields) first, then its Chinese text if the file has any. */
async function writeRow(req: PayloadRequest, row: ParsedRow): Promise<'created' | 'updated'> {
  const context = { skipRevalidation: true }
  const existing = await req.payload.find({
    collection: 'item-codes',
    where: { and: [{ product: { equals: row.productId } }, { itemCode: { equals: row.itemCode } }] },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: false,
  })
  const data: RequiredDataFromCollectionSlug<'item-codes'> = { ...row.english, ...row.availability, product: row.productId, itemCode: row.itemCode }
  if (row.replacement === null) data.replacement = null
  else if (row.replacement && !row.pinLater) data.replacement = await codeId(req, row.replacement)
  const found = existing.docs[0]
  const id = found
    ? (await req.payload.update({ collection: 'item-codes', id: found.id, locale: 'en', data, req, context, depth: 0, overrideAccess: false })).id
    : (await req.payload.create({ collection: 'item-codes', locale: 'en', data, req, context, depth: 0, overrideAccess: false })).id
  if (row.chinese) await req.payload.update({ collection: 'item-codes', id, locale: 'zh-Hant', data: row.chinese, req, context, depth: 0, overrideAccess: false })
  return found ? 'updated' : 'created'
}

/**
 * POST /api/item-codes/import (text/csv): upserts by item code within its
 * product, the English columns in English and the `_zh` columns in Chinese.
 * Every row error is reported with its line number, in the administrator's
 * language, and nothing is written when any row fails.
 */
export const importItemCodesEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    const t = csvMessages(req)
    // An import replaces item codes in bulk: administrators only (an editor edits them one by one).
    if (!isAdministratorUser(req.user)) return Response.json({ error: t.importAdministratorsOnly }, { status: 403 })
    const text = req.text ? await req.text() : ''
    if (text.length > MAX_FILE_BYTES) return Response.json({ error: t.tooLarge }, { status: 413 })
    const { rows, errors } = await checkRows(req, text, t)
    if (errors.length > 0) return Response.json({ error: t.nothingImported, errors: errors.sort((a, b) => a.line - b.line) }, { status: 400 })
    const counts = await writeAllOrNothing(req, rows, (row) => writeRow(req, row), 'Item code import', () => pinReplacements(req, rows.filter((row) => row.pinLater)))
    if (!counts) return Response.json({ error: t.databaseRefused }, { status: 409 })
    expireTags([cacheTags.itemCodes, cacheTags.itemCodeAvailability])
    return Response.json({ message: t.imported(rows.length), ...counts })
  },
}
