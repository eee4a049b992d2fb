import type { Endpoint } from 'payload'
import { allowedBy } from '../../shared/access/rules'
import { json } from '../../shared/http/respond'
import { isContentLocale, localeFromHost } from '../../shared/locales'
import { parseRange, summarise } from '../figures'
import { figureMessages } from '../text'

/**
 * GET /api/insights/summary?from=YYYY-MM-DD&to=YYYY-MM-DD[&locale=zh-Hant] → the dashboard's
 * figures: per day (views, code choices, data sheets, searches and those that found nothing,
 * colour queries, requests, likes) and the top lists. Administrators only (the collection's own
 * read rule); the last 90 days when no range is given.
 */
export const summaryEndpoint: Endpoint = {
  path: '/summary',
  method: 'get',
  handler: async (req) => {
    const params = new URL(req.url ?? '', 'http://localhost').searchParams
    const requested = params.get('locale')
    const locale = isContentLocale(requested) ? requested : localeFromHost(req.headers.get('host'))
    const messages = figureMessages(locale)
    if (!(await allowedBy(req, 'insights', 'read'))) return json(403, { error: messages.refused })
    const range = parseRange(params)
    if (!range) return json(400, { error: messages.badRange })
    return json(200, await summarise(req, range, locale), { 'Cache-Control': 'no-store' })
  },
}
