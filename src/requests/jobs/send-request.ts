import type { Payload } from 'payload'
import { contactRecipient } from '../../enquiries/contact-recipient'
import { deliveryTask } from '../../enquiries/jobs/delivery-task'
import { queueDelivery } from '../../enquiries/jobs/queue-delivery'
import { deliverMail } from '../../infrastructure/email'
import { en } from '../../i18n/messages/en'
import { getMessages } from '../../i18n/messages'
import type { Request } from '../../payload-types'
import { isContentLocale } from '../../shared/locales'

export const SEND_REQUEST_TASK = 'send-request'

const requestKey = (id: number) => `request-${id}`

/** Queues a stored request's mail on the contact queue (same runner, same retries). */
export const queueRequestDelivery = (req: Parameters<typeof queueDelivery>[0], id: number, waitUntil?: Date) => queueDelivery(req, id, waitUntil, SEND_REQUEST_TASK)

/** The request as plain text, in the words of one language: for the owner (English) and the buyer's copy (their language). */
export function requestText(request: Request, words: ReturnType<typeof getMessages>['requests']): string {
  const lines = (request.lines ?? []).map((line, index) => {
    const head = `${index + 1}. ${line.productName}${line.itemCodeText ? ` ${line.itemCodeText}` : ` (${words.anyShade})`}`
    const wanted = `   ${line.kind === 'quote' ? words.quote : words.samples}: ${line.quantity} ${line.unit === 'metres' ? words.metres : words.cones}`
    const note = line.note ? `   ${words.note}: ${line.note}` : ''
    const spec = line.specification ? line.specification.split('\n').map((row) => `   ${row}`).join('\n') : ''
    return [head, wanted, note, spec].filter(Boolean).join('\n')
  })
  return [
    `${words.name}: ${request.name}`,
    `${words.company}: ${request.company}`,
    `${words.email}: ${request.email}`,
    request.phone ? `${words.phone}: ${request.phone}` : '',
    `${words.country}: ${request.country}`,
    '',
    request.message,
    '',
    ...lines,
  ]
    .filter((line, index) => line !== '' || index > 4)
    .join('\n')
}

/** The buyer's copy; a failure is logged, not retried, since the owner's mail (the one that matters) has gone. */
async function sendConfirmation(payload: Payload, request: Request): Promise<void> {
  const words = getMessages(isContentLocale(request.locale) ? request.locale : 'en').requests
  try {
    await deliverMail(payload, { to: request.email, subject: words.mailSubject.replace('{id}', `#${request.id}`), text: `${words.mailIntro}\n\n${requestText(request, words)}` })
  } catch (error) {
    payload.logger.error({ err: error, msg: `The confirmation of request ${request.id} could not be sent` })
  }
}

/** Sends a stored request to the contact address, then the buyer's copy (delivery-task.ts: retries and their schedule). */
export const sendRequestTask = deliveryTask<Request>({
  slug: SEND_REQUEST_TASK,
  label: 'Send a sample or quote request',
  key: requestKey,
  load: (req, id) => req.payload.findByID({ collection: 'requests', id, depth: 0, req }),
  save: (req, id, data) => req.payload.update({ collection: 'requests', id, data, req }),
  queue: queueRequestDelivery,
  send: async (req, request) => {
    const to = request.recipient || (await contactRecipient(req.payload))
    if (!to) throw new Error('No recipient: set the contact e-mail or the public e-mail in General settings')
    const result = await deliverMail(req.payload, {
      to,
      replyTo: request.email,
      subject: `Website request #${request.id}: ${request.subject}`,
      text: `Site language: ${request.locale ?? 'en'}\n\n${requestText(request, en.requests)}`,
    })
    if (result === 'sent') await sendConfirmation(req.payload, request)
    return { result, to }
  },
})
