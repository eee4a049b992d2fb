import type { PayloadRequest } from 'payload'

export const CONTACT_QUEUE = 'contact'
export const SEND_CONTACT_MESSAGE_TASK = 'send-contact-message'

/** One key per message: Payload runs at most one job of a key at a time and drops a key's older waiting jobs. */
export const deliveryKey = (messageId: number) => `contact-message-${messageId}`

/**
 * Queues the delivery of a stored message, inside `req`'s transaction when it
 * has one, so the message and its job are saved together or not at all.
 */
export async function queueDelivery(req: PayloadRequest, messageId: number, waitUntil?: Date, task: string = SEND_CONTACT_MESSAGE_TASK): Promise<void> {
  await req.payload.jobs.queue({ task: task as typeof SEND_CONTACT_MESSAGE_TASK, queue: CONTACT_QUEUE, input: { messageId }, waitUntil, req })
}
