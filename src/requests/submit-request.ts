import { type PayloadRequest, ValidationError } from 'payload'
import { env } from '../config/env.server'
import { inTransaction } from '../platform/database/in-transaction'
import { contactRecipient } from '../platform/outbox/owner-address'
import { getMessages } from '../i18n/messages'
import type { Request } from '../payload-types'
import { fieldErrors } from '../shared/http/respond'
import type { SiteLocale } from '../shared/locales'
import { admitBuyerCopy } from './buyer-copy'
import { requestDelivery } from './jobs/send-request'
import { queueRequestCopy } from './jobs/send-request-copy'
import type { RequestLine } from './lines'
import { resolveLines, storedLines } from './reads'
import { referenceRule, referenceYear, takeReference } from './reference'
import { ensureLockRows } from '../shared/locks/write-lock'
import { HONEYPOT_FIELD, REQUEST_FIELDS, requestSchema, SUBMISSION_FIELD, submissionKeyOf, type RequestDetails } from './schemas'

export type SubmitOutcome =
  /** `copy`: whether the buyer's copy was queued (buyer-copy.ts), which the confirmation says. */
  | { kind: 'stored'; id: number; copy: boolean }
  /** A bot filled the hidden field: answered like a success, nothing stored. */
  | { kind: 'ignored' }
  | { kind: 'invalid'; errors: Record<string, string> }

/** The form's own fields from a JSON body or a form post, as strings (anything else is left for the schema to refuse). */
export function readDetails(source: (name: string) => unknown): Record<string, unknown> {
  return Object.fromEntries([...REQUEST_FIELDS, HONEYPOT_FIELD, SUBMISSION_FIELD].map((name) => [name, source(name)]))
}

/**
 * Checks a request in the visitor's language, stores it with its lines (names
 * and specification copied as they are now) and its delivery job together,
 * for the outbox's runner. Whether the buyer gets a copy is decided here, so the
 * answer can say so. Shared by the JSON endpoint and the plain form post.
 */
export async function submitRequest(req: PayloadRequest, locale: SiteLocale, details: Record<string, unknown>, lines: RequestLine[]): Promise<SubmitOutcome> {
  const honeypot = details[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' && honeypot !== '') return { kind: 'ignored' }
  const submissionKey = submissionKeyOf(details[SUBMISSION_FIELD])
  const earlier = await storedWithKey(req, submissionKey)
  if (earlier) return earlier
  const words = getMessages(locale).requests
  const parsed = requestSchema(words.errors).safeParse(details)
  const resolved = (await resolveLines(req.payload, locale, lines)).filter((entry) => entry.available)
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  if (resolved.length === 0) errors.lines = words.errors.lines
  if (!parsed.success || Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  const data = parsed.data
  const recipient = await contactRecipient(req.payload)
  // Without a mail server nothing is mailed: the page must not say a copy is on its way.
  const copy = env().mail ? await admitBuyerCopy(req.payload, data.email) : false
  // Before the transaction: a lock row made inside it would need a second connection (write-lock.ts).
  await ensureLockRows(req.payload, [referenceRule(referenceYear(new Date()))])
  try {
    const stored = await storeRequest(req, { ...data, locale, recipient, resolved, copy, submissionKey })
    return { kind: 'stored', id: stored.id, copy }
  } catch (error) {
    // The same form sent twice at once: the database lets one through (the key is unique), this one is that request.
    const other = error instanceof ValidationError ? await storedWithKey(req, submissionKey) : undefined
    if (other) return other
    throw error
  }
}

/** The request already stored from this form (a buyer who sent again after a timeout), as its first sending answered. */
async function storedWithKey(req: PayloadRequest, submissionKey: string | undefined): Promise<SubmitOutcome | undefined> {
  if (!submissionKey) return undefined
  const found = await req.payload.find({ collection: 'requests', where: { submissionKey: { equals: submissionKey } }, select: { copyQueued: true }, depth: 0, limit: 1, pagination: false, req })
  const stored = found.docs[0]
  return stored ? { kind: 'stored', id: stored.id, copy: stored.copyQueued === true } : undefined
}

type Storable = RequestDetails & { locale: SiteLocale; recipient: string | undefined; resolved: Awaited<ReturnType<typeof resolveLines>>; copy: boolean; submissionKey: string | undefined }

/**
 * The request with its reference, its lines and its mail jobs, stored in one transaction (or not at
 * all). The reference is taken under its year's lock: the next request waits, then reads this one's.
 */
function storeRequest(req: PayloadRequest, { locale, recipient, resolved, copy, submissionKey, ...data }: Storable): Promise<Request> {
  return inTransaction(req, async () => {
    const reference = await takeReference(req)
    const stored = await req.payload.create({
      collection: 'requests',
      data: {
        ...data,
        reference,
        phone: data.phone || undefined,
        subject: `${data.company} (${data.country})`,
        status: 'new',
        locale,
        recipient,
        copyQueued: copy,
        submissionKey,
        lines: storedLines(resolved),
        deliveryStatus: 'pending',
        attempts: 0,
        deliveryStartedAt: new Date().toISOString(),
      },
      req,
    })
    await requestDelivery.queue(req, stored.id)
    // The buyer's copy is a job of its own, not a step after the owner's mail: an owner's address
    // that refuses mail does not hold back the buyer's confirmation (issue 28.7).
    if (copy) await queueRequestCopy(req, stored.id)
    return stored
  })
}
