import type { Endpoint } from 'payload'
import { json } from '../../shared/http/respond'
import { sendQuote } from '../actions'
import { adminWord } from './admin-words'

/** POST /api/quotes/:id/send: the admin's "Send quote" (actions.ts), answered in the administrator's language. */
export const sendQuoteEndpoint: Endpoint = {
  path: '/:id/send',
  method: 'post',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    if (!req.user) return json(401, { error: 'You are not allowed to perform this action.' })
    if (!Number.isInteger(id) || id < 1) return json(404, { error: adminWord(req, 'notFound') })
    const outcome = await sendQuote(req, id)
    if (!outcome.ok) return json(outcome.status, { error: adminWord(req, outcome.word, outcome.values) })
    const { quote, link, mailed } = outcome
    const message = adminWord(req, mailed ? 'sent' : 'sentNoMail', { reference: quote.reference!, email: quote.email ?? '' })
    return json(200, { message, reference: quote.reference, link, mailed, doc: { id: quote.id, status: quote.status } })
  },
}
