import type { Endpoint } from 'payload'
import { getMessages } from '../../i18n/messages'
import { json } from '../../shared/http/respond'
import { isSiteLocale } from '../../shared/locales'
import { fill } from '../../shared/text/fill'
import { unaddable } from '../addable'
import { parseAdd } from '../lines'

/**
 * GET /api/requests/addable?add=12.34&locale=zh-Hant → 200 {addable: true}, or 409 {error, itemCode,
 * productSlug} in `locale` for an item code now discontinued. Asked by src/proxy.ts before
 * /request?add=… (the "Add to request" of a page without JavaScript) puts a line on the buyer's list:
 * the proxy reads no database. Anything `add` does not name is nothing to refuse.
 */
export const addableEndpoint: Endpoint = {
  path: '/addable',
  method: 'get',
  handler: async (req) => {
    const params = new URL(req.url ?? '', 'http://localhost').searchParams
    const requested = params.get('locale')
    const locale = isSiteLocale(requested) ? requested : 'en'
    const line = parseAdd(params.get('add'))
    const refused = line ? await unaddable(req.payload, line) : undefined
    if (!refused) return json(200, { addable: true })
    return json(409, { addable: false, error: fill(getMessages(locale).requests.notAddable, { code: refused.itemCode }), ...refused })
  },
}
