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

const MAX_FILE_BYTES = 5 * 1024 * 1024
const forbidden = (t: CsvMessages) => Response.json({ error: t.notAllowed }, { status: 403 })

function englishCell(doc: ItemCode, field: ItemCodeColumn['field']): string {
  if (field === 'product') return typeof doc.product === 'object' ? doc.product.slug : ''
  return doc[field] ?? ''
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
    const english = await req.payload.find({ ...list, locale: 'en', depth: 1, populate: { products: { slug: true } } })
    const chinese = await req.payload.find({ ...list, locale: 'zh-Hant', fallbackLocale: false, depth: 0 })
    const chineseById = new Map(chinese.docs.map((doc) => [doc.id, doc]))
    const rows = english.docs.map((doc) => {
      const translated = chineseById.get(doc.id)
      return [...ITEM_CODE_COLUMNS.map(({ field }) => englishCell(doc, field)), ...LOCALIZED_COLUMNS.map(({ field }) => translated?.[field] ?? '')]
    })
    return new Response(UTF8_BOM + toCsv([EXPORT_HEADER, ...rows]), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="item-codes.csv"', 'Cache-Control': 'no-store' },
    })
  },
}

type RowError = { line: number; message: string }
type EnglishData = Partial<Record<ItemCodeTextField, string | null>>
type ChineseData = Partial<Record<LocalizedItemCodeField, string | null>>
type ParsedRow = { line: number; productId: number; itemCode: string; english: EnglishData; chinese: ChineseData | null }

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
  const seen = new Set<string>()
  const rows: ParsedRow[] = []
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
    for (const { field, localized } of ITEM_CODE_COLUMNS) {
      if (field === 'product' || field === 'itemCode') continue
      const text = value(field, localized ? 'en' : null)
      if (text !== undefined) english[field] = text || null
      if (!localized) continue
      const translated = value(field, 'zh-Hant')
      if (translated !== undefined) chinese[field] = translated || null
    }
    rows.push({ line, productId, itemCode, english, chinese: Object.keys(chinese).length > 0 ? chinese : null })
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
  const data: RequiredDataFromCollectionSlug<'item-codes'> = { ...row.english, product: row.productId, itemCode: row.itemCode }
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
    const counts = await writeAllOrNothing(req, rows, (row) => writeRow(req, row), 'Item code import')
    if (!counts) return Response.json({ error: t.databaseRefused }, { status: 409 })
    expireTags([cacheTags.itemCodes])
    return Response.json({ message: t.imported(rows.length), ...counts })
  },
}
