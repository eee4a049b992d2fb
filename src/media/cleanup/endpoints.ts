import type { Endpoint } from 'payload'
import { z } from 'zod'
import { env } from '../../config/env.server'
import { isAdministratorUser } from '../../shared/access'
import { json, readJson } from '../../shared/http/respond'
import { deleteCleanupCandidates, findCleanupCandidates } from './candidates'
import { cleanupMessages } from './messages'
import { fileStore, isPlainKey } from './stored-files'

const chosenSchema = z.object({
  records: z.array(z.union([z.number().int().positive(), z.string().min(1).max(64)])).max(1000).default([]),
  files: z.array(z.string().min(1).max(255).refine(isPlainKey)).max(1000).default([]),
})

const PREVIEW_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' }

/** GET /api/media/storage-cleanup: what the cleanup offers (administrators only). */
export const listCleanupEndpoint: Endpoint = {
  path: '/storage-cleanup',
  method: 'get',
  handler: async (req) => {
    if (!isAdministratorUser(req.user)) return json(403, { errors: [{ message: cleanupMessages(req).notAllowed }] })
    return json(200, await findCleanupCandidates(req.payload, fileStore(env()), { req }))
  },
}

/** POST /api/media/storage-cleanup {records, files}: deletes the chosen items that are still unused and old enough. */
export const runCleanupEndpoint: Endpoint = {
  path: '/storage-cleanup',
  method: 'post',
  handler: async (req) => {
    const t = cleanupMessages(req)
    if (!isAdministratorUser(req.user)) return json(403, { errors: [{ message: t.notAllowed }] })
    const chosen = chosenSchema.safeParse(await readJson(req))
    if (!chosen.success) return json(400, { errors: [{ message: t.badRequest }] })
    return json(200, await deleteCleanupCandidates(req.payload, fileStore(env()), chosen.data, { req }))
  },
}

/**
 * GET /api/media/storage-cleanup/preview/:key: a stray image's bytes, so the
 * administrator sees what a file without a record was before deleting it.
 */
export const previewStrayEndpoint: Endpoint = {
  path: '/storage-cleanup/preview/:key',
  method: 'get',
  handler: async (req) => {
    if (!isAdministratorUser(req.user)) return json(403, { errors: [{ message: cleanupMessages(req).notAllowed }] })
    const key = String(req.routeParams?.key ?? '')
    const type = PREVIEW_TYPES[key.split('.').pop()?.toLowerCase() ?? '']
    const bytes = type && isPlainKey(key) ? await fileStore(env()).read(key) : undefined
    if (!type || !bytes) return json(404, { errors: [{ message: 'Not Found' }] })
    return new Response(new Uint8Array(bytes), {
      headers: { 'Content-Type': type, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'sandbox' },
    })
  },
}

export const storageCleanupEndpoints = [listCleanupEndpoint, runCleanupEndpoint, previewStrayEndpoint]
