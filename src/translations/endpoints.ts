import { commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { json, readJson } from '../shared/http/respond'
import { mayTranslate, sourceAllows } from './access'
import { exportTexts, planImport, type ImportPlan } from './exchange'
import { translationMessages } from './messages'
import { databaseReason, isFailedQuery } from '../shared/http/database-reason'
import { hasCause } from '../shared/http/database-unavailable'
import { findSource, readRecord } from './records'
import { nextUntranslated, saveChinese } from './save'
import { saveOverrides } from './simplified/overrides'

const MAX_FILE_BYTES = 5 * 1024 * 1024
const saveSchema = z.object({
  slug: z.string().min(1).max(64),
  id: z.union([z.number().int().positive(), z.string().min(1).max(64)]).optional(),
  values: z.record(z.string().max(200), z.string().max(100_000)),
  /** Own Simplified wordings by text key; null or empty clears one. */
  simplified: z.record(z.string().max(200), z.string().max(100_000).nullable()).optional(),
})

/** Why a save failed: the database's own words for a refusal (never the failed SQL), or the error's message (a validation). */
const reasonOf = (error: unknown) => (hasCause(error, isFailedQuery) && databaseReason(error)) || (error instanceof Error ? error.message : String(error))

/**
 * POST /api/translations/save {slug, id, values, simplified?}: one record's Chinese texts in one
 * save, and its own Simplified wordings (written against the Traditional texts as saved); answers
 * where "next" goes.
 */
const saveEndpoint: Endpoint = {
  path: '/translations/save',
  method: 'post',
  handler: async (req) => {
    const t = translationMessages(req)
    if (!(await mayTranslate(req, 'update'))) return json(403, { errors: [{ message: t('notAllowed') }] })
    const body = saveSchema.safeParse(await readJson(req))
    if (!body.success) return json(400, { errors: [{ message: t('badSave') }] })
    const source = findSource(req.payload, body.data.slug)
    if (source && !(await sourceAllows(req, source, 'update'))) return json(403, { errors: [{ message: t('notAllowed') }] })
    const record = source ? await readRecord(req.payload, source, req, body.data.id).catch(() => undefined) : undefined
    if (!source || !record || (source.kind === 'collection' && body.data.id === undefined)) return json(404, { errors: [{ message: t('notFound') }] })
    const simplified = body.data.simplified ?? {}
    const unknownWordings = Object.keys(simplified).filter((key) => !record.entries.some((entry) => entry.key === key))
    if (unknownWordings.length) return json(400, { errors: [{ message: t('unknownFields', { fields: unknownWordings.join(', ') }) }] })
    try {
      const { unknownKeys } = await saveChinese(req.payload, source, req, record.id, body.data.values)
      if (unknownKeys.length) return json(400, { errors: [{ message: t('unknownFields', { fields: unknownKeys.join(', ') }) }] })
      const traditional = Object.fromEntries(record.entries.map((entry) => [entry.key, body.data.values[entry.key] ?? entry.chinese]))
      if (Object.keys(simplified).length) await saveOverrides(req, source, record.id, simplified, traditional)
    } catch (error) {
      return json(400, { errors: [{ message: t('saveFailed', { reason: reasonOf(error) }) }] })
    }
    return json(200, { saved: Object.keys(body.data.values).length + Object.keys(simplified).length, next: await nextUntranslated(req.payload, req, { slug: source.slug, id: record.id }) })
  },
}

/** GET /api/translations/export?scope=missing|all: the texts as CSV for a translator. */
const exportEndpoint: Endpoint = {
  path: '/translations/export',
  method: 'get',
  handler: async (req) => {
    if (!(await mayTranslate(req, 'read'))) return json(403, { errors: [{ message: translationMessages(req)('notAllowed') }] })
    const scope = req.searchParams.get('scope') === 'all' ? 'all' : 'missing'
    return new Response(await exportTexts(req.payload, req, scope), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="translations-${scope}.csv"`, 'Cache-Control': 'no-store' },
    })
  },
}

/** Writes the planned Chinese texts, in the import's transaction: the first failure stops it, and the caller rolls back all of it. */
async function applyPlan(req: PayloadRequest, plan: ImportPlan): Promise<{ reason: string } | undefined> {
  for (const update of plan.updates) {
    try {
      await saveChinese(req.payload, findSource(req.payload, update.slug)!, req, update.id, update.values)
    } catch (error) {
      return { reason: `${update.slug} ${update.id ?? ''}: ${reasonOf(error)}` }
    }
  }
  return undefined
}

/** POST /api/translations/import (text/csv): all rows or none, every row error reported with its line. */
const importEndpoint: Endpoint = {
  path: '/translations/import',
  method: 'post',
  handler: async (req) => {
    const t = translationMessages(req)
    if (!(await mayTranslate(req, 'update'))) return json(403, { errors: [{ message: t('notAllowed') }] })
    const text = req.text ? await req.text() : ''
    if (text.length > MAX_FILE_BYTES) return json(413, { errors: [{ message: t('tooLarge') }] })
    const { plan, errors } = await planImport(req.payload, req, text, t)
    if (errors.length) return json(400, { error: t('nothingImported'), errors })
    // Every source the file changes, by its own rule (an editor translates the content, not the general settings).
    for (const slug of new Set(plan.updates.map((update) => update.slug))) {
      if (!(await sourceAllows(req, findSource(req.payload, slug)!, 'update'))) return json(403, { error: t('nothingImported'), errors: [{ line: 0, message: t('notAllowed') }] })
    }
    const ownTransaction = await initTransaction(req)
    const failure = await applyPlan(req, plan)
    if (failure) {
      if (ownTransaction) await killTransaction(req)
      return json(400, { error: t('nothingImported'), errors: [{ line: 0, message: t('saveFailed', { reason: failure.reason }) }] })
    }
    if (ownTransaction) await commitTransaction(req)
    return json(200, { message: t('imported', { count: plan.count, records: plan.updates.length }), count: plan.count, records: plan.updates.length })
  },
}

export const translationEndpoints = [saveEndpoint, exportEndpoint, importEndpoint]
