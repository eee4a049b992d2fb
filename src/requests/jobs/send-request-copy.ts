import type { PayloadRequest, TaskConfig } from 'payload'
import { env } from '../../config/env.server'
import { OUTBOX_QUEUE } from '../../platform/outbox/queue'
import { nextAttemptAt } from '../../platform/outbox/retry-schedule'
import { getMessages } from '../../i18n/messages'
import { deliverMail } from '../../infrastructure/email'
import { isSiteLocale } from '../../shared/locales'
import { buyerCopyText } from './request-text'
import { fill } from '../../shared/text/fill'

export const SEND_REQUEST_COPY_TASK = 'send-request-copy'

/** Queues the buyer's copy of a request as it is stored (inside its transaction), in the outbox (one runner). */
export async function queueRequestCopy(req: PayloadRequest, requestId: number): Promise<void> {
  await req.payload.jobs.queue({ task: SEND_REQUEST_COPY_TASK, queue: OUTBOX_QUEUE, input: { requestId }, req })
}

/**
 * The buyer's copy of a request, in the language of the site they sent it from: the lines and our own
 * words only (request-text.ts). A refused or unreachable mail server is retried on the outbox's one
 * schedule (MAIL_RETRY_*: doubling from the first delay, capped, given up after the window), as every
 * mail of the site is (issue 50.19), not on Payload's own back-off, which has no cap: the job queues
 * its next try itself and ends without an error (an error would roll back the queued try with it).
 * Nothing runs after the send, so a retry never follows a copy that went out.
 */
export const sendRequestCopyTask: TaskConfig<{ input: { requestId: number; attempt?: number }; output: { status: string } }> = {
  slug: SEND_REQUEST_COPY_TASK,
  label: "Send the buyer's copy of a request",
  inputSchema: [
    { name: 'requestId', type: 'number', required: true },
    // The try this job is (1 for the first): the next one waits by it.
    { name: 'attempt', type: 'number' },
  ],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  retries: 0,
  concurrency: { key: ({ input }) => `request-copy-${input.requestId}`, exclusive: true },
  handler: async ({ input, req }) => {
    // A request an administrator deleted meanwhile has no copy to send.
    const request = await req.payload.findByID({ collection: 'requests', id: input.requestId, depth: 0, req, disableErrors: true })
    if (!request) return { output: { status: 'request gone' } }
    const words = getMessages(isSiteLocale(request.locale) ? request.locale : 'en').requests
    try {
      const result = await deliverMail(req.payload, {
        to: request.email,
        subject: fill(words.mailSubject, { id: request.reference ?? `#${request.id}` }),
        text: buyerCopyText(request, words),
      })
      return { output: { status: result } }
    } catch (error) {
      const attempt = input.attempt ?? 1
      const reason = error instanceof Error ? error.message : String(error)
      const next = nextAttemptAt({ failedAttempts: attempt, startedAt: new Date(request.createdAt), now: new Date(), policy: env().mailRetry })
      if (!next) {
        req.payload.logger.warn({ msg: `The buyer's copy of request ${request.reference ?? request.id} was given up after ${attempt} tries: ${reason}` })
        return { output: { status: `failed: ${reason}` } }
      }
      await req.payload.jobs.queue({ task: SEND_REQUEST_COPY_TASK, queue: OUTBOX_QUEUE, input: { requestId: request.id, attempt: attempt + 1 }, waitUntil: next, req })
      return { output: { status: `retrying at ${next.toISOString()}: ${reason}` } }
    }
  },
}
