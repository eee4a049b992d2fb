import type { PayloadRequest } from 'payload'
import type { ContactMessage } from '../payload-types'
import { inTransaction } from '../platform/database/in-transaction'
import { contactMessageDelivery } from './jobs/send-contact-message'

type NewContactMessage = Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message' | 'locale' | 'recipient'>

/**
 * Stores a message and queues its delivery in one transaction, so a stored message
 * always has a job and a failed queue insert leaves no message behind. The
 * outbox's runner sends it within a second.
 */
export function storeContactMessage(req: PayloadRequest, data: NewContactMessage): Promise<ContactMessage> {
  return inTransaction(req, async () => {
    const stored = await req.payload.create({
      collection: 'contact-messages',
      data: { ...data, deliveryStatus: 'pending', attempts: 0, deliveryStartedAt: new Date().toISOString() },
      req,
    })
    await contactMessageDelivery.queue(req, stored.id)
    return stored
  })
}
