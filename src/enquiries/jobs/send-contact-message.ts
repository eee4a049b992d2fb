import { deliverMail } from '../../infrastructure/email'
import { contactRecipient } from '../contact-recipient'
import { deliveryTask, sameRecord } from './delivery-task'
import { CONTACT_QUEUE, deliveryKey, queueDelivery, SEND_CONTACT_MESSAGE_TASK } from './queue-delivery'

export { CONTACT_QUEUE }

/** Sends one stored contact message to the recipient chosen when it arrived (delivery-task.ts: retries and their schedule). */
export const sendContactMessageTask = deliveryTask({
  slug: SEND_CONTACT_MESSAGE_TASK,
  label: 'Send a contact message',
  key: deliveryKey,
  load: (req, id) => req.payload.findByID({ collection: 'contact-messages', id, depth: 0, req }),
  save: (req, record, data) => req.payload.update({ collection: 'contact-messages', where: sameRecord(record), data, req }),
  queue: queueDelivery,
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
