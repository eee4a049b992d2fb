import config from '@payload-config'
import { createLocalReq, getPayload } from 'payload'
import { getMessages } from '../../i18n/messages'
import { backToForm, plainRefusal, seeOther } from '../../platform/http/form-flash'
import { answerPlainFormPost, rethrowIfUnavailable } from '../../platform/http/form-unavailable'
import { admitFormPost } from '../../platform/limits/public-write'
import { SUBMISSION_LIMITS } from '../../platform/limits/rate-limit'
import { contactRecipient } from '../../platform/outbox/owner-address'
import type { SiteLocale } from '../../shared/locales'
import { CONTACT_FIELDS, contactFieldErrors, contactSchema, type ContactField } from '../schemas'
import { storeContactMessage } from '../store-contact-message'
import { FORM_PATHS } from '../form-paths'
import { CONTACT_ACTION, HONEYPOT_FIELD } from './contact'

/**
 * POST /contact/send, the contact form without JavaScript (a plain
 * application/x-www-form-urlencoded post, never a GET that would put the
 * buyer's name, address and message in the address bar): the same checks,
 * limits and storing as the JSON endpoint, then the thank-you page, or back
 * to the form with what was typed and the errors in the visitor's language.
 */
export function postContactForm(request: Request, params: Promise<{ locale: string }>): Promise<Response> {
  return answerPlainFormPost(params, (locale) => handleContactForm(request, locale))
}

async function handleContactForm(request: Request, locale: SiteLocale): Promise<Response> {
  const t = getMessages(locale)
  const c = t.contact
  const payload = await getPayload({ config })
  const refused = await admitFormPost(payload, request, {
    action: CONTACT_ACTION,
    limits: SUBMISSION_LIMITS,
    messages: { notJson: c.failure, crossSite: t.requests.crossSite, tooMany: c.tooMany },
  })
  // Too many: said beside the form, which keeps what was typed; anything else was never a form of ours.
  if (refused && refused.status !== 429) return plainRefusal(refused.status, refused.error)
  const form = await request.formData()
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(form.get(field) ?? '')])) as Record<ContactField, string>
  const back = (errors: Partial<Record<ContactField, string>>, formError?: string) => backToForm(FORM_PATHS.contactForm.path, FORM_PATHS.contactForm.anchor, { values, errors, formError })
  if (refused) return back({}, refused.error)
  // Bots fill every field; they are thanked and nothing is stored.
  if (String(form.get(HONEYPOT_FIELD) ?? '') !== '') return seeOther(FORM_PATHS.contactSent)
  const parsed = contactSchema.safeParse(values)
  if (!parsed.success) return back(contactFieldErrors(parsed.error.issues, c))
  try {
    const req = await createLocalReq({}, payload)
    await storeContactMessage(req, { ...parsed.data, recipient: await contactRecipient(payload), locale })
    return seeOther(FORM_PATHS.contactSent)
  } catch (error) {
    rethrowIfUnavailable(error)
    payload.logger.error({ err: error, msg: 'Storing a contact message from the form post failed' })
    return back({}, c.failure)
  }
}
