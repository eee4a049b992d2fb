import type { PayloadRequest } from 'payload'
import { contactRecipient } from '../../enquiries/contact-recipient'
import { deliveryTask } from '../../enquiries/jobs/delivery-task'
import { queueDelivery } from '../../enquiries/jobs/queue-delivery'
import { deliverMail } from '../../infrastructure/email'
import { en } from '../../i18n/messages/en'
import type { Request } from '../../payload-types'
import { isCopyWanted } from '../buyer-copy'
import { ownerRequestText } from './request-text'
import { queueRequestCopy } from './send-request-copy'

export const SEND_REQUEST_TASK = 'send-request'

const requestKey = (id: number) => `request-${id}`

/** Queues a stored request's mail on the contact queue (same runner, same retries). */
export const queueRequestDelivery = (req: Parameters<typeof queueDelivery>[0], id: number, waitUntil?: Date) => queueDelivery(req, id, waitUntil, SEND_REQUEST_TASK)

/**
 * The buyer's copy, when the request was given one (buyer-copy.ts), goes on the queue the owner's mail
 * has just left, so the same run sends it at once, with retries of its own. Its failure to queue is
 * logged, never thrown: a throw here would count the owner's mail, which has gone, as failed and send it again.
 */
async function queueCopyAfterSend(req: PayloadRequest, requestId: number): Promise<void> {
  try {
    if (await isCopyWanted(req.payload, requestId)) await queueRequestCopy(req, requestId)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `The buyer's copy of request ${requestId} could not be queued` })
  }
}

/** Sends a stored request to the contact address, then queues the buyer's copy (delivery-task.ts: retries and their schedule). */
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
      text: `Site language: ${request.locale ?? 'en'}\n\n${ownerRequestText(request, en.requests)}`,
    })
    if (result === 'sent') await queueCopyAfterSend(req, request.id)
    return { result, to }
  },
})
