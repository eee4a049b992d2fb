import type { PayloadRequest } from 'payload'
import type { ContactMessage } from '../payload-types'
import { writeTogether } from '../platform/database/write-together'
import { contactMessageDelivery } from './jobs/send-contact-message'

type NewContactMessage = Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message' | 'locale' | 'recipient'>

/**
 * Stores a message and queues its delivery together, so a stored message
 * always has a job and a failed queue insert leaves no message behind. The
 * outbox's runner sends it within a second.
 */
export async function storeContactMessage(req: PayloadRequest, data: NewContactMessage): Promise<ContactMessage> {
  let stored: ContactMessage | undefined
  const message = await writeTogether(
    req,
    async () => {
      stored = await req.payload.create({
        collection: 'contact-messages',
        data: { ...data, deliveryStatus: 'pending', attempts: 0, deliveryStartedAt: new Date().toISOString() },
        req,
      })
      await contactMessageDelivery.queue(req, stored.id)
      return stored
    },
    async () => {
      if (stored) await req.payload.delete({ collection: 'contact-messages', id: stored.id, req })
    },
  )
  return message
}
