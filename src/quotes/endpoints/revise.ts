import type { Endpoint } from 'payload'
import { json } from '../../shared/http/respond'
import { reviseQuote } from '../actions'
import { adminWord } from './admin-words'

/** POST /api/quotes/:id/revise: the admin's "Revise" on a sent quote (actions.ts); answers with the draft revision to open. */
export const reviseQuoteEndpoint: Endpoint = {
  path: '/:id/revise',
  method: 'post',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    if (!req.user) return json(401, { error: 'You are not allowed to perform this action.' })
    if (!Number.isInteger(id) || id < 1) return json(404, { error: adminWord(req, 'notFound') })
    const outcome = await reviseQuote(req, id)
    if (!outcome.ok) return json(outcome.status, { error: adminWord(req, outcome.word, outcome.values) })
    return json(201, { message: adminWord(req, 'revised', { reference: outcome.quote.reference! }), doc: { id: outcome.quote.id, reference: outcome.quote.reference } })
  },
}
