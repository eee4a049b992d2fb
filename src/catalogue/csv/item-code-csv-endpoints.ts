import { commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'
import { expireTags } from '../../shared/cache/revalidate'
import { cacheTags } from '../../shared/cache/tags'
import { catalogueMessages, shadeHexSchema } from '../schemas'
import { parseCsv, toCsv } from './csv'
import { ITEM_CODE_COLUMNS, type ItemCodeField } from './item-code-columns'

const HEADER = ITEM_CODE_COLUMNS.map(([column]) => column)
const forbidden = () => Response.json({ error: 'You are not allowed to perform this action.' }, { status: 403 })

/** GET /api/item-codes/export: every item code, in English, as CSV. */
export const exportItemCodesEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return forbidden()
    const { docs } = await req.payload.find({ collection: 'item-codes', locale: 'en', depth: 1, limit: 0, pagination: false, sort: 'itemCode', req })
    const rows = docs.map((doc) =>
      ITEM_CODE_COLUMNS.map(([, field]) => {
        if (field === 'product') return typeof doc.product === 'object' && doc.product ? String(doc.product.slug) : ''
        return String((doc as unknown as Record<string, unknown>)[field] ?? '')
      }),
    )
    return new Response(toCsv([HEADER, ...rows]), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="item-codes.csv"', 'Cache-Control': 'no-store' },
    })
  },
}

type RowError = { line: number; message: string }
type ParsedRow = { line: number; productId: number; itemCode: string; data: Partial<Record<ItemCodeField, string>> }

async function checkRows(req: PayloadRequest, text: string): Promise<{ rows: ParsedRow[]; errors: RowError[] }> {
  const [header, ...body] = parseCsv(text)
  const errors: RowError[] = []
  if (!header || header.cells.map((cell) => cell.trim()).join(',') !== HEADER.join(',')) {
    return { rows: [], errors: [{ line: 1, message: `The first line must be the header: ${HEADER.join(',')}` }] }
  }
  const slugs = [...new Set(body.map((row) => row.cells[0]?.trim() ?? '').filter(Boolean))]
  const products = await req.payload.find({ collection: 'products', where: { slug: { in: slugs } }, limit: 0, pagination: false, depth: 0, select: { slug: true }, req })
  const productIds = new Map(products.docs.map((product) => [product.slug, product.id as number]))
  const seen = new Set<string>()
  const rows: ParsedRow[] = []
  for (const { line, cells } of body) {
    if (cells.length !== HEADER.length) {
      errors.push({ line, message: `Expected ${HEADER.length} columns, found ${cells.length}` })
      continue
    }
    const value = (field: ItemCodeField) => cells[ITEM_CODE_COLUMNS.findIndex(([, name]) => name === field)]!.trim()
    const productId = productIds.get(value('product'))
    if (!productId) errors.push({ line, message: value('product') ? `No product with the slug "${value('product')}"` : catalogueMessages.selectProduct })
    if (!value('itemCode')) errors.push({ line, message: catalogueMessages.itemCodeRequired })
    if (value('shadeHex') && !shadeHexSchema.safeParse(value('shadeHex')).success) errors.push({ line, message: catalogueMessages.shadeFormat })
    const key = `${value('product')}|${value('itemCode')}`
    if (seen.has(key)) errors.push({ line, message: `Item code ${value('itemCode')} appears twice for ${value('product')}` })
    seen.add(key)
    if (productId && value('itemCode')) {
      const data = Object.fromEntries(ITEM_CODE_COLUMNS.filter(([, field]) => field !== 'product').map(([, field]) => [field, value(field)])) as Partial<Record<ItemCodeField, string>>
      rows.push({ line, productId, itemCode: value('itemCode'), data })
    }
  }
  if (body.length === 0) errors.push({ line: 2, message: 'The file has no item codes' })
  return { rows, errors }
}

/**
 * POST /api/item-codes/import (text/csv): upserts by item code within its
 * product, in English. Every row error is reported with its line number, and
 * nothing is written when any row fails.
 */
export const importItemCodesEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return forbidden()
    const text = req.text ? await req.text() : ''
    if (text.length > 5 * 1024 * 1024) return Response.json({ error: 'The file is larger than 5 MB' }, { status: 413 })
    const { rows, errors } = await checkRows(req, text)
    if (errors.length > 0) return Response.json({ error: 'Nothing was imported: fix these lines and try again', errors }, { status: 400 })
    const ownTransaction = await initTransaction(req)
    let created = 0
    let updated = 0
    try {
      for (const row of rows) {
        const existing = await req.payload.find({ collection: 'item-codes', where: { and: [{ product: { equals: row.productId } }, { itemCode: { equals: row.itemCode } }] }, limit: 1, depth: 0, req })
        const data = { ...row.data, product: row.productId, shadeHex: row.data.shadeHex || null } as never
        const context = { skipRevalidation: true }
        if (existing.docs[0]) {
          await req.payload.update({ collection: 'item-codes', id: existing.docs[0].id, locale: 'en', data, req, context, depth: 0 })
          updated += 1
        } else {
          await req.payload.create({ collection: 'item-codes', locale: 'en', data, req, context, depth: 0 })
          created += 1
        }
      }
      if (ownTransaction) await commitTransaction(req)
    } catch (error) {
      if (ownTransaction) await killTransaction(req)
      req.payload.logger.error({ err: error, msg: 'Item code import failed' })
      return Response.json({ error: 'Nothing was imported: the database refused a row' }, { status: 500 })
    }
    expireTags([cacheTags.itemCodes])
    return Response.json({ message: `Imported ${rows.length} item codes`, created, updated })
  },
}
