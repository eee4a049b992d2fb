import { deliverMail } from '../../infrastructure/email'
import { defineDelivery } from '../../platform/outbox/delivery-task'
import { contactRecipient } from '../../platform/outbox/owner-address'
import { en } from '../../i18n/messages/en'
import type { Request } from '../../payload-types'
import { ownerRequestText } from './request-text'

/** Sends a stored request to the contact address (the outbox: its runner, retries and their schedule); the buyer's copy is a job of its own (send-request-copy.ts). */
export const requestDelivery = defineDelivery({
  slug: 'send-request',
  label: 'Send a sample or quote request',
  collection: 'requests',
  keyPrefix: 'request',
  send: async (req, request: Request) => {
    const to = request.recipient || (await contactRecipient(req.payload))
    if (!to) throw new Error('No recipient: set the contact e-mail or the public e-mail in General settings')
    const result = await deliverMail(req.payload, {
      to,
      replyTo: request.email,
      subject: `Website request ${request.reference ?? `#${request.id}`}: ${request.subject}`,
      text: `Site language: ${request.locale ?? 'en'}\n\n${ownerRequestText(request, { messages: en, locale: 'en' })}`,
    })
    return { result, to }
  },
})
