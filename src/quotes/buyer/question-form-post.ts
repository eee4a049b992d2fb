import { createLocalReq } from 'payload'
import { answerPlainFormPost, rethrowIfUnavailable } from '../../platform/http/form-unavailable'
import type { SiteLocale } from '../../shared/locales'
import { askQuestion } from './ask'
import { backToQuote, postedText, QUESTION_SENT_PARAM, receiveBuyerPost, seeOther } from './form-door'
import { buyerFieldErrors, QUESTION_FIELDS, questionSchema } from './schemas'

type Params = Promise<{ locale: string; key: string }>

/**
 * POST /quote/<key>/question, the buyer's question on their quote: a plain urlencoded form, the
 * same with or without JavaScript, open in every state the page shows. Stored and queued for the
 * owner, then 303 back to the page with the thanks; or back to the form with what was typed and
 * why it was refused, in the visitor's language.
 */
export function postQuestionForm(request: Request, params: Params): Promise<Response> {
  return answerPlainFormPost(params, async (locale) => handleQuestion(request, locale, (await params).key))
}

async function handleQuestion(request: Request, locale: SiteLocale, key: string): Promise<Response> {
  const posted = await receiveBuyerPost(request, locale, key, 'question')
  if (posted instanceof Response) return posted
  const { payload, quote, path, words, form, tooMany } = posted
  const values = Object.fromEntries(QUESTION_FIELDS.map((field) => [field, postedText(form, field)]))
  const back = (errors: Record<string, string>, formError?: string) => backToQuote(path, 'question', { values, errors, formError })
  if (tooMany) return back({}, tooMany)
  const parsed = questionSchema(words.errors).safeParse(values)
  if (!parsed.success) return back(buyerFieldErrors(parsed.error.issues), words.fixErrors)
  try {
    await askQuestion(await createLocalReq({}, payload), quote, locale, parsed.data)
    return seeOther(`${path}?${QUESTION_SENT_PARAM}=1#question`)
  } catch (error) {
    rethrowIfUnavailable(error)
    payload.logger.error({ err: error, msg: `Storing a question on quote ${quote.reference} failed` })
    return back({}, words.failure)
  }
}
