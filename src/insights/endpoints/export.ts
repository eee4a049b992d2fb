import type { Endpoint } from 'payload'
import { allowedBy } from '../../shared/access/rules'
import { toCsv, UTF8_BOM } from '../../shared/csv/csv'
import { json } from '../../shared/http/respond'
import { localeFromHost } from '../../shared/locales'
import { FIGURE_NAMES, figureRows, parseRange, type FigureName } from '../figures'
import { figureMessages } from '../text'

const isFigureName = (value: string | null): value is FigureName => value !== null && Object.hasOwn(FIGURE_NAMES, value)

/**
 * GET /api/insights/export?figure=searches&from=…&to=… → CSV (day, key, count) of one figure for
 * a range, oldest day first: for a spreadsheet, with a UTF-8 byte-order mark and every cell that
 * a spreadsheet would run as a formula (a search typed as "=…") written as text. Administrators only.
 */
export const exportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    const messages = figureMessages(localeFromHost(req.headers.get('host')))
    if (!(await allowedBy(req, 'insights', 'read'))) return json(403, { error: messages.refused })
    const params = new URL(req.url ?? '', 'http://localhost').searchParams
    const figure = params.get('figure')
    if (!isFigureName(figure)) return json(400, { error: messages.badFigure })
    const range = parseRange(params)
    if (!range) return json(400, { error: messages.badRange })
    const rows = (await figureRows(req, figure, range)).sort((a, b) => a.day.localeCompare(b.day) || b.count - a.count || a.key.localeCompare(b.key))
    const merged = new Map<string, { day: string; key: string; count: number }>()
    for (const row of rows) {
      const slot = `${row.day}|${row.key}`
      const entry = merged.get(slot)
      if (entry) entry.count += row.count
      else merged.set(slot, { ...row })
    }
    const body = toCsv([['day', 'key', 'count'], ...[...merged.values()].map((row) => [row.day, row.key, String(row.count)])])
    return new Response(UTF8_BOM + body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${figure}-${range.from}-${range.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
