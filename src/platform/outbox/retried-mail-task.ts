import type { Field, PayloadRequest, TaskConfig } from 'payload'
import { env } from '../../config/env.server'
import { deliverMail, type OutgoingMail } from '../../infrastructure/email'
import { OUTBOX_QUEUE } from './queue'
import { nextAttemptAt } from './retry-schedule'

/** A mail to compose from the job's input, when there is still one to send: what it says, when its sending began (the retry window's start), and how the log names it. */
export type ComposedMail = { mail: OutgoingMail; startedAt: Date; name: string }
type Input = Record<string, unknown> & { attempt?: number }

type Options<I extends Input> = {
  slug: string
  label: string
  /** The input's fields, besides the try number. */
  inputSchema: Field[]
  /** One job of a mail runs at a time. */
  concurrencyKey: (input: I) => string
  /** The mail, or null when its record is gone (nothing to send). */
  compose: (req: PayloadRequest, input: I) => Promise<ComposedMail | null>
}

/**
 * A mail of the outbox that has no record of its own to keep its delivery on (the buyer's copy of
 * a request, the mails of an accepted quote): retried on the outbox's one schedule (MAIL_RETRY_*:
 * doubling from the first delay, capped, given up after the window), not on Payload's back-off, which
 * has no cap. The job carries its try number and queues its next try itself, then ends without an
 * error (an error would roll back the queued try with it). Nothing runs after the send, so a retry
 * never follows a mail that went out (decision 016).
 */
export function retriedMailTask<I extends Input>(options: Options<I>) {
  const queue = (req: PayloadRequest, input: I, waitUntil?: Date) =>
    req.payload.jobs.queue({ task: options.slug as never, queue: OUTBOX_QUEUE, input: input as never, waitUntil, req })
  const task: TaskConfig<{ input: Input; output: { status: string } }> = {
    slug: options.slug as never,
    label: options.label,
    inputSchema: [...options.inputSchema, { name: 'attempt', type: 'number' }],
    outputSchema: [{ name: 'status', type: 'text', required: true }],
    retries: 0,
    concurrency: { key: ({ input }) => options.concurrencyKey(input as I), exclusive: true },
    handler: async ({ input: stored, req }) => {
      // The input as queued: Payload keeps it as JSON, of the shape inputSchema declares.
      const input = stored as I
      const composed = await options.compose(req, input)
      if (!composed) return { output: { status: 'nothing to send: its record is gone' } }
      try {
        return { output: { status: await deliverMail(req.payload, composed.mail) } }
      } catch (error) {
        const attempt = input.attempt ?? 1
        const reason = error instanceof Error ? error.message : String(error)
        const next = nextAttemptAt({ failedAttempts: attempt, startedAt: composed.startedAt, now: new Date(), policy: env().mailRetry })
        if (!next) {
          req.payload.logger.warn({ msg: `${composed.name} was given up after ${attempt} tries: ${reason}` })
          return { output: { status: `failed: ${reason}` } }
        }
        await queue(req, { ...input, attempt: attempt + 1 }, next)
        return { output: { status: `retrying at ${next.toISOString()}: ${reason}` } }
      }
    },
  }
  return { task, queue: (req: PayloadRequest, input: I) => queue(req, input) }
}
