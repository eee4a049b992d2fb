import fs from 'node:fs'
import path from 'node:path'
import type { AfterErrorHook, PayloadRequest } from 'payload'
import { env } from '../config/env.server'
import { uploadCacheSeconds } from './upload-rules'

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/**
 * Headers of every served file. `sandbox` runs anything opened from the
 * media address as a document of a unique origin with no scripts, so a
 * crafted file cannot act as the site. PDFs open inline: Chromium's viewer
 * works under this policy (checked with Chromium 156), so the product page's
 * "view" link opens it and its "download" link (the HTML download attribute)
 * still saves it.
 */
export function fileResponseHeaders({ headers }: { headers: Headers }): Headers {
  const length = Number(headers.get('content-length') ?? 0)
  // A shared cache (the nginx in front, a CDN) answers for a file without asking the app for
  // SHARED_FILE_CACHE_SECONDS (a minute): a file of content deactivated since stops being public
  // there within that time. A browser keeps its own copy as the spec says (an hour, a day for
  // large files): only someone who already downloaded the file has it.
  headers.set('Cache-Control', `public, max-age=${uploadCacheSeconds(length)}, s-maxage=${env().sharedFileCacheSeconds}`)
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Security-Policy', 'sandbox')
  if (headers.get('content-type')?.startsWith('application/pdf')) headers.set('Content-Disposition', 'inline')
  return headers
}

/**
 * A file missing on disk is a 404 (Payload answers 500 and logs an error).
 * Runs before Payload's own disk read, only for local storage; the S3
 * adapter already answers 404 for a missing object.
 */
export function missingLocalFileHandler(staticDir: string) {
  const root = path.resolve(staticDir)
  // Synchronous: Payload's handler type allows a Response or nothing, not a promise of either; a stat is microseconds.
  return (_req: PayloadRequest, { params }: { params: { filename: string } }): Response | void => {
    const file = path.resolve(root, params.filename)
    if (file.startsWith(root + path.sep) && !fs.existsSync(file)) return notFound()
  }
}

/**
 * A file a visitor may not read answers like a missing one: a 404 does not
 * tell that an unreleased product's catalogue exists.
 */
export const hideForbiddenFiles: AfterErrorHook = ({ error, req }) => {
  const status = 'status' in error ? (error as { status?: unknown }).status : undefined
  if (status === 403 && typeof req.routeParams?.filename === 'string') {
    return { status: 404, response: { errors: [{ message: 'Not Found' }] } }
  }
}
