import { contactRecipient } from '../../enquiries/contact-recipient'
import { deliveryTask, sameRecord } from '../../enquiries/jobs/delivery-task'
import { queueDelivery } from '../../enquiries/jobs/queue-delivery'
import { deliverMail } from '../../infrastructure/email'
import { en } from '../../i18n/messages/en'
import type { Request } from '../../payload-types'
import { ownerRequestText } from './request-text'

export const SEND_REQUEST_TASK = 'send-request'

const requestKey = (id: number) => `request-${id}`

/** Queues a stored request's mail on the contact queue (same runner, same retries). */
export const queueRequestDelivery = (req: Parameters<typeof queueDelivery>[0], id: number, waitUntil?: Date) => queueDelivery(req, id, waitUntil, SEND_REQUEST_TASK)

/** Sends a stored request to the contact address (delivery-task.ts: retries and their schedule); the buyer's copy is a job of its own (send-request-copy.ts). */
export const sendRequestTask = deliveryTask<Request>({
  slug: SEND_REQUEST_TASK,
  label: 'Send a sample or quote request',
  key: requestKey,
  load: (req, id) => req.payload.findByID({ collection: 'requests', id, depth: 0, req }),
  save: (req, record, data) => req.payload.update({ collection: 'requests', where: sameRecord(record), data, req }),
  queue: queueRequestDelivery,
  send: async (req, request) => {
    const to = request.recipient || (await contactRecipient(req.payload))
    if (!to) throw new Error('No recipient: set the contact e-mail or the public e-mail in General settings')
    const result = await deliverMail(req.payload, {
      to,
      replyTo: request.email,
      subject: `Website request ${request.reference ?? `#${request.id}`}: ${request.subject}`,
      text: `Site language: ${request.locale ?? 'en'}\n\n${ownerRequestText(request, en.requests)}`,
    })
    return { result, to }
  },
})
