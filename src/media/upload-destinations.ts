import type { PayloadRequest } from 'payload'
import { checkNewsImage, checkNewsMediaFile } from '../news/schemas'

type FileFacts = { name: string; size: number; type: string }

/**
 * Stricter rules of the records a file is uploaded for. Payload's upload
 * drawer posts to the media library from the record's own admin page, so the
 * page (the Referer of the request) tells where the file will be used. A file
 * no field of that record accepts is refused at once, rather than stored and
 * then refused when the record is saved, which left it behind unused. The
 * record's own validation still judges the field it ends up in.
 */
const DESTINATIONS: Record<string, (file: FileFacts) => string | true> = {
  // The primary image takes images, the media entries images and videos; all under 5 MB.
  'news-items': (file) => (file.type.startsWith('image/') ? checkNewsImage(file) : checkNewsMediaFile(file)),
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
  return DESTINATIONS[collection]?.(file) ?? true
}
