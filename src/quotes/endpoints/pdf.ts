import type { Endpoint } from 'payload'
import { json } from '../../shared/http/respond'
import { renderQuotePdf } from '../pdf/render'
import { adminWord } from './admin-words'

/**
 * GET /api/quotes/:id/pdf: the quote's PDF for staff, the admin's "Preview PDF" of a draft and
 * "Download PDF" of a sent one (issue 51.1). Read through the collection's own rule, as the person
 * asking; inline, so a browser shows it at once (a link with `download` saves it under its name),
 * and kept by no cache: prices and a buyer's name are private, and a draft changes at every save.
 */
export const quotePdfEndpoint: Endpoint = {
  path: '/:id/pdf',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return json(401, { error: 'You are not allowed to perform this action.' })
    const id = Number(req.routeParams?.id)
    const quote = Number.isInteger(id) && id > 0 ? await req.payload.findByID({ collection: 'quotes', id, depth: 0, req, user: req.user, overrideAccess: false, disableErrors: true }) : null
    if (!quote) return json(404, { error: adminWord(req, 'notFound') })
    const { filename, bytes } = await renderQuotePdf(req, quote)
    return new Response(Buffer.from(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `inline; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
