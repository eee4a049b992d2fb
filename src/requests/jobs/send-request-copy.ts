import { getMessages } from '../../i18n/messages'
import { retriedMailTask } from '../../platform/outbox/retried-mail-task'
import { isSiteLocale } from '../../shared/locales'
import { fill } from '../../shared/text/fill'
import { buyerCopyText } from './request-text'

/**
 * The buyer's copy of a request, in the language of the site they sent it from: the lines and our own
 * words only (request-text.ts), retried on the outbox's one schedule (issue 50.19).
 */
const requestCopy = retriedMailTask<{ requestId: number; attempt?: number }>({
  slug: 'send-request-copy',
  label: "Send the buyer's copy of a request",
  inputSchema: [{ name: 'requestId', type: 'number', required: true }],
  concurrencyKey: (input) => `request-copy-${input.requestId}`,
  compose: async (req, input) => {
    // A request an administrator deleted meanwhile has no copy to send.
    const request = await req.payload.findByID({ collection: 'requests', id: input.requestId, depth: 0, req, disableErrors: true })
    if (!request) return null
    const locale = isSiteLocale(request.locale) ? request.locale : 'en'
    const messages = getMessages(locale)
    const words = messages.requests
    const reference = request.reference ?? `#${request.id}`
    return {
      mail: { to: request.email, subject: fill(words.mailSubject, { id: reference }), text: buyerCopyText(request, { messages, locale }) },
      startedAt: new Date(request.createdAt),
      name: `The buyer's copy of request ${reference}`,
    }
  },
})

export const sendRequestCopyTask = requestCopy.task
/** Queues the buyer's copy of a request as it is stored (inside its transaction), in the outbox (one runner). */
export const queueRequestCopy = (req: Parameters<typeof requestCopy.queue>[0], requestId: number) => requestCopy.queue(req, { requestId })
