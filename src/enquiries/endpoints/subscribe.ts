import type { Endpoint, PayloadRequest } from 'payload'
import { getMessages } from '../../i18n/messages'
import { enquiryMessages, newsletterSchema, normaliseEmail } from '../schemas'
import { admitPublicWrite } from '../../platform/limits/public-write'
import { answeringUnavailable, rethrowIfUnavailable } from '../../platform/http/form-unavailable'
import { localeFromHost } from '../../shared/locales'
import { SUBMISSION_LIMITS } from '../../platform/limits/rate-limit'
import { fieldErrors, json, readJson } from '../../shared/http/respond'

/**
 * The form shows the server's message (spec §8), so it is written in the
 * language of the site that sent the form: its host decides, as for pages.
 */
function messagesFor(req: PayloadRequest) {
  const t = getMessages(localeFromHost(req.headers.get('host'))).newsletter
  return { invalidEmail: t.invalidEmail, duplicate: t.duplicate, failed: t.failed, subscribed: t.success, tooMany: t.tooMany }
}

/** POST /api/newsletter-subscribers/subscribe {email}: the public newsletter sign-up. */
export const subscribeEndpoint: Endpoint = {
  path: '/subscribe',
  method: 'post',
  handler: (req) =>
    answeringUnavailable(localeFromHost(req.headers.get('host')), async () => {
      const t = messagesFor(req)
      const refused = await admitPublicWrite(req, { action: 'subscribe', limits: SUBMISSION_LIMITS, messages: { ...enquiryMessages, tooMany: t.tooMany } })
      if (refused) return refused
      const parsed = newsletterSchema.safeParse(await readJson(req))
      if (!parsed.success) return json(400, { error: t.invalidEmail, fields: fieldErrors(parsed.error) })
      const email = normaliseEmail(parsed.data.email)
      try {
        const existing = await req.payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, req })
        if (existing.totalDocs > 0) return json(409, { error: t.duplicate, code: 'duplicate' })
        await req.payload.create({ collection: 'newsletter-subscribers', data: { email, active: true }, req })
        return json(201, { message: t.subscribed })
      } catch (error) {
        rethrowIfUnavailable(error)
        // A concurrent sign-up with the same address loses the unique index race.
        const again = await req.payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })
        if (again.totalDocs > 0) return json(409, { error: t.duplicate, code: 'duplicate' })
        req.payload.logger.error({ err: error, msg: 'Newsletter subscription failed' })
        return json(500, { error: t.failed })
      }
    }),
}
