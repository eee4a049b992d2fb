import type { Endpoint } from 'payload'
import { answeringUnavailable, rethrowIfUnavailable } from '../../platform/http/form-unavailable'
import { isSiteLocale, localeFromHost } from '../../shared/locales'
import { contactRecipient } from '../../platform/outbox/owner-address'
import { contactSchema, enquiryMessages } from '../schemas'
import { admitPublicWrite } from '../../platform/limits/public-write'
import { SUBMISSION_LIMITS } from '../../platform/limits/rate-limit'
import { fieldErrors, json, readJson } from '../../shared/http/respond'
import { storeContactMessage } from '../store-contact-message'

const TOO_MANY = 'Too many messages from this address. Please wait a few minutes and try again.'
/** Bots fill every field; people never see this one. */
export const HONEYPOT_FIELD = 'website'
/** The limit bucket of contact messages, shared by the JSON endpoint and the plain form post. */
export const CONTACT_ACTION = 'contact'

/**
 * POST /api/contact-messages/submit {name, email, subject, message, locale}:
 * the message is stored first, then a queued job sends it with retries.
 */
export const contactEndpoint: Endpoint = {
  path: '/submit',
  method: 'post',
  handler: (req) =>
    answeringUnavailable(localeFromHost(req.headers.get('host')), async () => {
      const refused = await admitPublicWrite(req, { action: CONTACT_ACTION, limits: SUBMISSION_LIMITS, messages: { ...enquiryMessages, tooMany: TOO_MANY } })
      if (refused) return refused
      const body = (await readJson(req)) as Record<string, unknown> | undefined
      if (body && typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '') {
        return json(201, { message: enquiryMessages.sent })
      }
      const parsed = contactSchema.safeParse(body ?? {})
      if (!parsed.success) return json(400, { error: enquiryMessages.sendFailedFallback, fields: fieldErrors(parsed.error) })
      try {
        const recipient = await contactRecipient(req.payload)
        // Stored and queued together; sent at once after the commit, and the answer does not wait for the mail.
        await storeContactMessage(req, { ...parsed.data, recipient, locale: isSiteLocale(body?.locale) ? body.locale : 'en' })
        return json(201, { message: enquiryMessages.sent })
      } catch (error) {
        rethrowIfUnavailable(error)
        req.payload.logger.error({ err: error, msg: 'Storing a contact message failed' })
        return json(500, { error: enquiryMessages.sendFailedFallback })
      }
    }),
}
