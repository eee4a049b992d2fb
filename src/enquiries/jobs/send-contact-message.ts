import type { TaskConfig } from 'payload'
import { deliverMail } from '../../infrastructure/email'
import { contactRecipient } from '../contact-recipient'

export const CONTACT_QUEUE = 'contact'

/**
 * Sends one stored contact message to the recipient chosen when it arrived.
 * A failure is recorded on the message and thrown, so the queue retries with
 * exponential back-off; the message itself is never lost.
 */
export const sendContactMessageTask: TaskConfig<{ input: { messageId: number }; output: { status: string } }> = {
  slug: 'send-contact-message',
  label: 'Send a contact message',
  inputSchema: [{ name: 'messageId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 2000 } },
  handler: async ({ input, req }) => {
    const message = await req.payload.findByID({ collection: 'contact-messages', id: input.messageId, depth: 0 })
    if (message.deliveryStatus === 'sent') return { output: { status: 'sent' } }
    const attempts = (message.attempts ?? 0) + 1
    try {
      // A message that arrived before any address was configured goes to the one configured now.
      const to = message.recipient || (await contactRecipient(req.payload))
      if (!to) throw new Error('No recipient: set the contact e-mail or the public e-mail in General settings')
      const result = await deliverMail(req.payload, {
        to,
        replyTo: message.email,
        subject: `Website enquiry: ${message.subject}`,
        text: [`From: ${message.name} <${message.email}>`, `Site language: ${message.locale ?? 'en'}`, '', message.message].join('\n'),
      })
      await req.payload.update({
        collection: 'contact-messages',
        id: message.id,
        data: { deliveryStatus: result, recipient: to, attempts, deliveredAt: result === 'sent' ? new Date().toISOString() : null, lastError: null },
      })
      return { output: { status: result } }
    } catch (error) {
      await req.payload.update({
        collection: 'contact-messages',
        id: message.id,
        data: { deliveryStatus: 'failed', attempts, lastError: error instanceof Error ? error.message : String(error) },
      })
      throw error
    }
  },
}
