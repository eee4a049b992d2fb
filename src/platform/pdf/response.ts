/** A document made once and kept in Next's data cache (as base64: the cache holds JSON). */
export type CachedPdf = { filename: string; base64: string }

/** Shared by caches for as long as nginx keeps pages (it sets its own header), always revalidated by browsers. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/** The document inline, so a phone shows it at once; a link with `download` still saves it under its file name. */
export function pdfResponse(file: CachedPdf): Response {
  const body = Buffer.from(file.base64, 'base64')
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(body.byteLength),
      'Content-Disposition': `inline; filename="${file.filename}"`,
      'Cache-Control': CACHE_CONTROL,
    },
  })
}

