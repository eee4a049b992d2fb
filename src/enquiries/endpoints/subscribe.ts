import type { Endpoint, PayloadRequest } from 'payload'
import { getMessages } from '../../i18n/messages'
import { enquiryMessages, newsletterSchema } from '../schemas'
import { admitPublicWrite } from '../../platform/limits/public-write'
import { answeringUnavailable, rethrowIfUnavailable } from '../../platform/http/form-unavailable'
import { localeFromHost } from '../../shared/locales'
import { SUBMISSION_LIMITS } from '../../platform/limits/rate-limit'
import { fieldErrors, json, readJson } from '../../shared/http/respond'
import { subscribe, SUBSCRIBE_ACTION } from '../subscribe'

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
      const refused = await admitPublicWrite(req, { action: SUBSCRIBE_ACTION, limits: SUBMISSION_LIMITS, messages: { ...enquiryMessages, tooMany: t.tooMany } })
      if (refused) return refused
      const parsed = newsletterSchema.safeParse(await readJson(req))
      if (!parsed.success) return json(400, { error: t.invalidEmail, fields: fieldErrors(parsed.error) })
      try {
        if ((await subscribe(req, parsed.data.email)) === 'duplicate') return json(409, { error: t.duplicate, code: 'duplicate' })
        return json(201, { message: t.subscribed })
      } catch (error) {
        rethrowIfUnavailable(error)
        req.payload.logger.error({ err: error, msg: 'Newsletter subscription failed' })
        return json(500, { error: t.failed })
      }
    }),
}
