import type { PayloadRequest } from 'payload'
import type { ContactMessage } from '../payload-types'
import { queueDelivery } from './jobs/queue-delivery'
import { runContactQueueSoon } from './jobs/run-contact-queue'
import { writeTogether } from './write-together'

type NewContactMessage = Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message' | 'locale' | 'recipient'>

/**
 * Stores a message and queues its delivery together, so a stored message
 * always has a job and a failed queue insert leaves no message behind. The
 * queue is woken only afterwards, when the job is committed and visible to it.
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
      await queueDelivery(req, stored.id)
      return stored
    },
    async () => {
      if (stored) await req.payload.delete({ collection: 'contact-messages', id: stored.id, req })
    },
  )
  runContactQueueSoon(req.payload)
  return message
}
