import { createLocalReq } from 'payload'
import { answerPlainFormPost, rethrowIfUnavailable } from '../../platform/http/form-unavailable'
import type { SiteLocale } from '../../shared/locales'
import { fill } from '../../shared/text/fill'
import { longDate } from '../../shared/text/long-date'
import { acceptQuote } from './accept'
import { backToQuote, postedText, receiveBuyerPost, seeOther } from './form-door'
import { ACCEPT_FIELDS, acceptSchema, buyerFieldErrors } from './schemas'

type Params = Promise<{ locale: string; key: string }>

/**
 * POST /quote/<key>/accept, the buyer's acceptance: a plain urlencoded form, the same with or
 * without JavaScript. Answered 303 to the quote's page, which then shows it accepted (also when it
 * already was: a second click is no error), or back to the form with the values and the reason
 * (a field, past its validity, replaced by a revision) in the visitor's language; never a 500.
 */
export function postAcceptForm(request: Request, params: Params): Promise<Response> {
  return answerPlainFormPost(params, async (locale) => handleAccept(request, locale, (await params).key))
}

async function handleAccept(request: Request, locale: SiteLocale, key: string): Promise<Response> {
  const posted = await receiveBuyerPost(request, locale, key, 'accept')
  if (posted instanceof Response) return posted
  const { payload, quote, path, words, form, tooMany } = posted
  const values = Object.fromEntries(ACCEPT_FIELDS.map((field) => [field, postedText(form, field)]))
  const back = (errors: Record<string, string>, formError?: string) => backToQuote(path, 'accept', { values, errors, formError })
  if (tooMany) return back({}, tooMany)
  const parsed = acceptSchema(words.errors).safeParse(values)
  if (!parsed.success) return back(buyerFieldErrors(parsed.error.issues), words.fixErrors)
  try {
    const outcome = await acceptQuote(await createLocalReq({}, payload), quote.id, parsed.data)
    switch (outcome.kind) {
      case 'accepted':
      case 'already':
        return seeOther(path)
      case 'expired':
        return back({}, fill(words.expired, { date: longDate(locale, outcome.validUntil) }))
      case 'gone':
        // Deleted between the door's read and the lock: the page itself now answers Not Found.
        return seeOther(path)
      case 'refused':
        return back({}, words.notAcceptable)
    }
  } catch (error) {
    rethrowIfUnavailable(error)
    payload.logger.error({ err: error, msg: `Accepting quote ${quote.reference} from its page failed` })
    return back({}, words.failure)
  }
}
