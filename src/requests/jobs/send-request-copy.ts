import type { PayloadRequest, TaskConfig } from 'payload'
import { env } from '../../config/env.server'
import { OUTBOX_QUEUE } from '../../platform/outbox/queue'
import { getMessages } from '../../i18n/messages'
import { deliverMail } from '../../infrastructure/email'
import { isSiteLocale } from '../../shared/locales'
import { buyerCopyText } from './request-text'
import { fill } from '../../shared/text/fill'

export const SEND_REQUEST_COPY_TASK = 'send-request-copy'

/**
 * Tries for about a day and a half at the default first delay (30 s, doubling:
 * the twelfth try waits some 17 hours), which outlasts a mail server's usual
 * outage; the owner's mail, which matters more, has its own capped schedule.
 */
const COPY_ATTEMPTS = 12

/** Queues the buyer's copy of a request as it is stored (inside its transaction), in the outbox (one runner). */
export async function queueRequestCopy(req: PayloadRequest, requestId: number): Promise<void> {
  await req.payload.jobs.queue({ task: SEND_REQUEST_COPY_TASK, queue: OUTBOX_QUEUE, input: { requestId }, req })
}

/**
 * The buyer's copy of a request, in the language of the site they sent it
 * from: the lines and our own words only (request-text.ts). A failure is retried by Payload on its back-off; nothing runs after
 * the send, so a retry never follows a copy that went out.
 */
export const sendRequestCopyTask: TaskConfig<{ input: { requestId: number }; output: { status: string } }> = {
  slug: SEND_REQUEST_COPY_TASK,
  label: "Send the buyer's copy of a request",
  inputSchema: [{ name: 'requestId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  retries: { attempts: COPY_ATTEMPTS, backoff: { type: 'exponential', delay: env().mailRetry.firstDelayMs } },
  concurrency: { key: ({ input }) => `request-copy-${input.requestId}`, exclusive: true },
  handler: async ({ input, req }) => {
    // A request an administrator deleted meanwhile has no copy to send.
    const request = await req.payload.findByID({ collection: 'requests', id: input.requestId, depth: 0, req, disableErrors: true })
    if (!request) return { output: { status: 'request gone' } }
    const words = getMessages(isSiteLocale(request.locale) ? request.locale : 'en').requests
    const result = await deliverMail(req.payload, {
      to: request.email,
      subject: fill(words.mailSubject, { id: request.reference ?? `#${request.id}` }),
      text: buyerCopyText(request, words),
    })
    return { output: { status: result } }
  },
}
