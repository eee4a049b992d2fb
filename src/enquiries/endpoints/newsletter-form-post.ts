import config from '@payload-config'
import { createLocalReq, getPayload } from 'payload'
import { getMessages } from '../../i18n/messages'
import { backToForm, plainRefusal, seeOther } from '../../platform/http/form-flash'
import { answerPlainFormPost, rethrowIfUnavailable } from '../../platform/http/form-unavailable'
import { admitFormPost } from '../../platform/limits/public-write'
import { SUBMISSION_LIMITS } from '../../platform/limits/rate-limit'
import type { SiteLocale } from '../../shared/locales'
import { newsletterSchema } from '../schemas'
import { FORM_PATHS } from '../form-paths'
import { subscribe, SUBSCRIBE_ACTION } from '../subscribe'

/**
 * POST /newsletter/subscribe, the footer's sign-up without JavaScript (a
 * plain form post): the same checks, limits and storing as the JSON
 * endpoint, then the thank-you page, or the newsletter page with the
 * address typed and the reason in the visitor's language.
 */
export function postNewsletterForm(request: Request, params: Promise<{ locale: string }>): Promise<Response> {
  return answerPlainFormPost(params, (locale) => handleNewsletterForm(request, locale))
}

async function handleNewsletterForm(request: Request, locale: SiteLocale): Promise<Response> {
  const t = getMessages(locale)
  const n = t.newsletter
  const payload = await getPayload({ config })
  const refused = await admitFormPost(payload, request, {
    action: SUBSCRIBE_ACTION,
    limits: SUBMISSION_LIMITS,
    messages: { notJson: n.failed, crossSite: t.requests.crossSite, tooMany: n.tooMany },
  })
  if (refused && refused.status !== 429) return plainRefusal(refused.status, refused.error)
  const email = String((await request.formData()).get('email') ?? '')
  const back = (error: string) => backToForm(FORM_PATHS.newsletterForm.path, FORM_PATHS.newsletterForm.anchor, { values: { email }, errors: { email: error } })
  if (refused) return back(refused.error)
  const parsed = newsletterSchema.safeParse({ email })
  if (!parsed.success) return back(n.invalidEmail)
  try {
    const outcome = await subscribe(await createLocalReq({}, payload), parsed.data.email)
    return outcome === 'duplicate' ? back(n.duplicate) : seeOther(FORM_PATHS.newsletterSubscribed)
  } catch (error) {
    rethrowIfUnavailable(error)
    payload.logger.error({ err: error, msg: 'Newsletter subscription from the form post failed' })
    return back(n.failed)
  }
}
