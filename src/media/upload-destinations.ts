import type { CollectionSlug, PayloadRequest } from 'payload'

export type FileFacts = { name: string; size: number; type: string }

/**
 * A collection's own rule for the files uploaded from its admin page, kept in its config's
 * `custom.uploadCheck` (Payload's place for a collection's own settings): the media kit reads it
 * there and knows no collection itself.
 */
export type UploadCheck = (file: FileFacts) => string | true

/**
 * Stricter rules of the records a file is uploaded for. Payload's upload
 * drawer posts to the media library from the record's own admin page, so the
 * page (the Referer of the request) tells where the file will be used. A file
 * no field of that record accepts is refused at once, rather than stored and
 * then refused when the record is saved, which left it behind unused. The
 * record's own validation still judges the field it ends up in.
 */
function uploadCheckOf(req: PayloadRequest, collection: string): UploadCheck | undefined {
  const config = req.payload.collections[collection as CollectionSlug]?.config
  const check: unknown = config?.custom?.uploadCheck
  return typeof check === 'function' ? (check as UploadCheck) : undefined
}

/** The message refusing an upload for the record whose admin page sent it, or true. */
export function checkUploadDestination(req: PayloadRequest, file: FileFacts): string | true {
  const referer = req.headers.get('referer')
  if (!referer) return true
  let pathname: string
  try {
    pathname = new URL(referer).pathname
  } catch {
    return true
  }
  const prefix = `${req.payload.config.routes.admin}/collections/`
  if (!pathname.startsWith(prefix)) return true
  const collection = pathname.slice(prefix.length).split('/')[0] ?? ''
  return uploadCheckOf(req, collection)?.(file) ?? true
}
