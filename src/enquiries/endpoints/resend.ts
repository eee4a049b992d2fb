import type { Endpoint } from 'payload'
import type { ContactMessage } from '../../payload-types'
import { inTransaction } from '../../platform/database/in-transaction'
import { contactMessageDelivery } from '../jobs/send-contact-message'
import { allowedBy } from '../../shared/access/rules'
import { json } from '../../shared/http/respond'

/** Statuses after which no job is left for the message, so an administrator may start again. */
export const RESENDABLE: readonly ContactMessage['deliveryStatus'][] = ['failed', 'not-configured']

/**
 * POST /api/contact-messages/:id/resend (administrators): starts the
 * delivery of a failed or unsent message again with a fresh retry schedule.
 */
export const resendEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    // Resending changes the message's delivery: its collection's update rule decides.
    if (!(await allowedBy(req, 'contact-messages', 'update'))) {
      return req.user ? json(403, { error: 'You are not allowed to resend messages.' }) : json(401, { error: 'Sign in as an administrator to resend a message.' })
    }
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id < 1) return json(404, { error: 'No such contact message.' })
    const message = await req.payload.findByID({ collection: 'contact-messages', id, depth: 0, overrideAccess: false, disableErrors: true, req })
    if (!message) return json(404, { error: 'No such contact message.' })
    if (!RESENDABLE.includes(message.deliveryStatus)) {
      return json(409, { error: `This message is not failed or unsent (status: ${message.deliveryStatus}); it is not resent.` })
    }
    // The new status and its job together: a message is never pending without a job.
    await inTransaction(req, async () => {
      await req.payload.update({
        collection: 'contact-messages',
        id,
        data: { deliveryStatus: 'pending', attempts: 0, deliveryStartedAt: new Date().toISOString(), nextAttemptAt: null },
        req,
        overrideAccess: false,
      })
      await contactMessageDelivery.queue(req, id)
    })
    return json(202, { message: 'The message is queued for sending again.', deliveryStatus: 'pending' })
  },
}
