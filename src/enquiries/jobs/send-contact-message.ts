import { deliverMail } from '../../infrastructure/email'
import { defineDelivery } from '../../platform/outbox/delivery-task'
import { contactRecipient } from '../../platform/outbox/owner-address'

/** Sends one stored contact message to the recipient chosen when it arrived (the outbox: its runner, retries and their schedule). */
export const contactMessageDelivery = defineDelivery({
  slug: 'send-contact-message',
  label: 'Send a contact message',
  collection: 'contact-messages',
  keyPrefix: 'contact-message',
  send: async (req, message) => {
    // A message that arrived before any address was configured goes to the one configured now.
    const to = message.recipient || (await contactRecipient(req.payload))
    if (!to) throw new Error('No recipient: set the contact e-mail or the public e-mail in General settings')
    const result = await deliverMail(req.payload, {
      to,
      replyTo: message.email,
      subject: `Website enquiry: ${message.subject}`,
      text: [`From: ${message.name} <${message.email}>`, `Site language: ${message.locale ?? 'en'}`, '', message.message].join('\n'),
    })
    return { result, to }
  },
})
