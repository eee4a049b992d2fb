import type { Endpoint, PayloadRequest, Where } from 'payload'
import type { Quote, Request } from '../../payload-types'
import { toCsv, UTF8_BOM } from '../../shared/csv/csv'
import { allowedBy } from '../../shared/access/rules'
import { json } from '../../shared/http/respond'
import { REQUEST_STATUSES } from '../request-status'

const HEADER = ['id', 'reference', 'received', 'status', 'name', 'company', 'email', 'phone', 'country', 'site_language', 'delivery', 'lines', 'message', 'quote_reference', 'quote_status', 'quote_totals']

/** How many requests' quotes are read in one query (PostgreSQL takes at most 65,535 parameters). */
const QUOTES_PER_READ = 1000

/** Each line in one cell: "Product ITEM-CODE — samples 2 cones — note". */
const linesCell = (request: Request) =>
  (request.lines ?? [])
    .map((line) => [`${line.productName}${line.itemCodeText ? ` ${line.itemCodeText}` : ' (any shade)'}`, `${line.kind} ${line.quantity} ${line.unit}`, line.note ?? ''].filter(Boolean).join(' — '))
    .join('\n')

/**
 * The latest quote of each request, by revision (then the newest): its reference, state (`state` reads
 * Expired for a sent quote past its validity) and totals. Read by the collection's slug, as the person
 * exporting: the requests domain does not import the quotes domain, and the quotes' read rule applies.
 */
async function latestQuotes(req: PayloadRequest, requestIds: number[]): Promise<Map<number, Quote>> {
  const latest = new Map<number, Quote>()
  for (let start = 0; start < requestIds.length; start += QUOTES_PER_READ) {
    const ids = requestIds.slice(start, start + QUOTES_PER_READ)
    const { docs } = await req.payload.find({ collection: 'quotes', where: { request: { in: ids } }, sort: ['-revision', '-createdAt'], depth: 0, limit: 0, pagination: false, req, overrideAccess: false })
    for (const quote of docs) {
      const requestId = typeof quote.request === 'object' ? quote.request.id : quote.request
      if (!latest.has(requestId)) latest.set(requestId, quote)
    }
  }
  return latest
}

/**
 * GET /api/requests/export[?status=new]: the requests as CSV for a
 * spreadsheet, newest first, optionally of one status (the list's filter),
 * each with its latest quote. For those the requests' read rule lets in (staff);
 * starts with a UTF-8 byte-order mark for Excel.
 */
export const exportRequestsEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!(await allowedBy(req, 'requests', 'read'))) return json(403, { error: 'You are not allowed to perform this action.' })
    const status = new URL(req.url ?? '', 'http://localhost').searchParams.get('status')
    const where: Where = REQUEST_STATUSES.some((entry) => entry.value === status) ? { status: { equals: status } } : {}
    const { docs } = await req.payload.find({ collection: 'requests', where, sort: '-createdAt', depth: 0, limit: 0, pagination: false, req, overrideAccess: false })
    const quotes = await latestQuotes(req, docs.map((request) => request.id))
    const rows = docs.map((request) => {
      const quote = quotes.get(request.id)
      return [
        String(request.id),
        request.reference ?? '',
        request.createdAt,
        request.status,
        request.name,
        request.company,
        request.email,
        request.phone ?? '',
        request.country,
        request.locale ?? '',
        request.deliveryStatus,
        linesCell(request),
        request.message,
        quote?.reference ?? '',
        quote?.state ?? '',
        quote?.totalsText ?? '',
      ]
    })
    return new Response(UTF8_BOM + toCsv([HEADER, ...rows]), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="requests.csv"', 'Cache-Control': 'no-store' },
    })
  },
}
