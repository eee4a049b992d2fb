import type { Endpoint, Where } from 'payload'
import type { Request } from '../../payload-types'
import { toCsv, UTF8_BOM } from '../../shared/csv/csv'
import { allowedBy } from '../../shared/access/rules'
import { json } from '../../shared/http/respond'
import { REQUEST_STATUSES } from '../request-status'

const HEADER = ['id', 'reference', 'received', 'status', 'name', 'company', 'email', 'phone', 'country', 'site_language', 'delivery', 'lines', 'message']

/** Each line in one cell: "Product ITEM-CODE — samples 2 cones — note". */
const linesCell = (request: Request) =>
  (request.lines ?? [])
    .map((line) => [`${line.productName}${line.itemCodeText ? ` ${line.itemCodeText}` : ' (any shade)'}`, `${line.kind} ${line.quantity} ${line.unit}`, line.note ?? ''].filter(Boolean).join(' — '))
    .join('\n')

/**
 * GET /api/requests/export[?status=new]: the requests as CSV for a
 * spreadsheet, newest first, optionally of one status (the list's filter).
 * Administrators only; starts with a UTF-8 byte-order mark for Excel.
 */
export const exportRequestsEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!(await allowedBy(req, 'requests', 'read'))) return json(403, { error: 'You are not allowed to perform this action.' })
    const status = new URL(req.url ?? '', 'http://localhost').searchParams.get('status')
    const where: Where = REQUEST_STATUSES.some((entry) => entry.value === status) ? { status: { equals: status } } : {}
    const { docs } = await req.payload.find({ collection: 'requests', where, sort: '-createdAt', depth: 0, limit: 0, pagination: false, req, overrideAccess: false })
    const rows = docs.map((request) => [
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
    ])
    return new Response(UTF8_BOM + toCsv([HEADER, ...rows]), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="requests.csv"', 'Cache-Control': 'no-store' },
    })
  },
}
