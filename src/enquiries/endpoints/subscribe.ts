import type { Endpoint } from 'payload'
import { enquiryMessages, newsletterSchema, normaliseEmail } from '../schemas'
import { admitPublicWrite } from '../../shared/http/public-write'
import { SUBMISSION_LIMITS } from '../../shared/http/rate-limit'
import { fieldErrors, json, readJson } from '../../shared/http/respond'

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.'

/** POST /api/newsletter-subscribers/subscribe {email}: the public newsletter sign-up. */
export const subscribeEndpoint: Endpoint = {
  path: '/subscribe',
  method: 'post',
  handler: async (req) => {
    const refused = admitPublicWrite(req, { action: 'subscribe', limits: SUBMISSION_LIMITS, messages: { ...enquiryMessages, tooMany: TOO_MANY } })
    if (refused) return refused
    const parsed = newsletterSchema.safeParse(await readJson(req))
    if (!parsed.success) return json(400, { error: enquiryMessages.newsletterEmail, fields: fieldErrors(parsed.error) })
    const email = normaliseEmail(parsed.data.email)
    try {
      const existing = await req.payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, req })
      if (existing.totalDocs > 0) return json(409, { error: enquiryMessages.duplicateSubscriber, code: 'duplicate' })
      await req.payload.create({ collection: 'newsletter-subscribers', data: { email, active: true }, req })
      return json(201, { message: enquiryMessages.subscribed })
    } catch (error) {
      // A concurrent sign-up with the same address loses the unique index race.
      const again = await req.payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })
      if (again.totalDocs > 0) return json(409, { error: enquiryMessages.duplicateSubscriber, code: 'duplicate' })
      req.payload.logger.error({ err: error, msg: 'Newsletter subscription failed' })
      return json(500, { error: enquiryMessages.subscribeFailed })
    }
  },
}
