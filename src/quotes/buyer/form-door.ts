import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { getMessages, type Messages } from '../../i18n/messages'
import { type FormFlash, keepFlash, plainRefusal, seeOther } from '../../platform/http/form-flash'
import { siteNotFoundPage } from '../../platform/http/site-not-found'
import { admitFormPost } from '../../platform/limits/public-write'
import { SUBMISSION_LIMITS } from '../../platform/limits/rate-limit'
import type { Quote } from '../../payload-types'
import type { SiteLocale } from '../../shared/locales'
import { quotePath } from '../link'
import { quoteOfKey } from './read'

/** The two forms of the buyer's page; each name is also its section's id and the query parameter that brings its flash back. */
export type BuyerForm = 'accept' | 'question'

/** The page's query parameter saying a question was just sent (the form comes back empty, with the thanks). */
export const QUESTION_SENT_PARAM = 'asked'

/** Each form's own limit bucket, counted like the site's other public forms. */
const ACTIONS: Record<BuyerForm, string> = { accept: 'quote-accept', question: 'quote-question' }

export type BuyerPost = {
  payload: Payload
  quote: Quote
  /** The page's own address, /quote/<key>, where every answer goes back to. */
  path: string
  words: Messages['quotes']
  form: FormData
  /** Set when the visitor posted too often: said beside the form, which keeps what was typed. */
  tooMany?: string
}

/** Back to the page's form with what was typed and what was wrong (form-flash.ts), under a key only this redirect carries. */
export async function backToQuote(path: string, form: BuyerForm, flash: FormFlash): Promise<Response> {
  return seeOther(`${path}?${form}=${await keepFlash(flash)}#${form}`)
}

/**
 * The door of both plain posts of the buyer's page: a form of the site's own pages (Origin), within
 * the visitor's limits, naming a quote whose page opens (the same rules as the page: otherwise the
 * site's Page Not Found, saying nothing of the quote). A refusal is the answer; otherwise what the
 * handler needs.
 */
export async function receiveBuyerPost(request: Request, locale: SiteLocale, key: string, form: BuyerForm): Promise<Response | BuyerPost> {
  const words = getMessages(locale).quotes
  const payload = await getPayload({ config })
  const refused = await admitFormPost(payload, request, { action: ACTIONS[form], limits: SUBMISSION_LIMITS, messages: { notJson: words.failure, crossSite: words.crossSite, tooMany: words.tooMany } })
  // Anything but too many was never a form of ours: its reason as text.
  if (refused && refused.status !== 429) return plainRefusal(refused.status, refused.error)
  const quote = await quoteOfKey(payload, key)
  if (!quote) return siteNotFoundPage(request)
  return { payload, quote, path: quotePath(quote.id), words, form: await request.formData(), tooMany: refused?.error }
}

/** A posted field as text: a missing one is empty, a file is nothing. */
export const postedText = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export { seeOther }
