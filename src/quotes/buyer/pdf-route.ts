import config from '@payload-config'
import { createLocalReq, getPayload } from 'payload'
import { siteNotFoundPage } from '../../platform/http/site-not-found'
import { renderQuotePdf } from '../pdf/render'
import { quoteOfKey } from './read'

type Context = { params: Promise<{ locale: string; key: string }> }

/**
 * GET /quote/<key>/pdf: the quote's PDF, as it was sent (pdf/render.ts), under the page's rules
 * (a bad key, a draft, a closed link: the site's Page Not Found). One buyer's document: never kept
 * by a browser's or a proxy's cache, never indexed. Inline, so a phone shows it at once; the page's
 * link carries `download`.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { key } = await params
  const payload = await getPayload({ config })
  const quote = await quoteOfKey(payload, key)
  if (!quote) return siteNotFoundPage(request)
  const pdf = await renderQuotePdf(await createLocalReq({}, payload), quote)
  return new Response(Buffer.from(pdf.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.bytes.byteLength),
      'Content-Disposition': `inline; filename="${pdf.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    },
  })
}
