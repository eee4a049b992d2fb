import config from '@payload-config'
import { createLocalReq, getPayload } from 'payload'
import { getMessages } from '../../i18n/messages'
import { admitFormPost } from '../../platform/limits/public-write'
import { SUBMISSION_LIMITS } from '../../platform/limits/rate-limit'
import { answerPlainFormPost, rethrowIfUnavailable } from '../../platform/http/form-unavailable'
import type { SiteLocale } from '../../shared/locales'
import { backToForm, plainRefusal, seeOther } from '../../platform/http/form-flash'
import { decodeLines, requestPath } from '../lines'
import { receiptPath } from '../receipt'
import { LIST_COOKIE } from '../list-cookie'
import { readDetails, submitRequest } from '../submit-request'
import { REQUEST_ACTION } from './submit'

/** The request is sent: the list kept for pages without JavaScript starts again empty. */
const EMPTY_LIST = { 'Set-Cookie': `${LIST_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0` }

/**
 * POST /request/send, the request form without JavaScript (a plain
 * application/x-www-form-urlencoded post): the same checks, limits and
 * storing as the JSON endpoint, then a redirect to the thank-you page, or
 * back to the list with the form, its values and the errors in the visitor's
 * language (form-flash.ts).
 */
export function postRequestForm(request: Request, params: Promise<{ locale: string }>): Promise<Response> {
  return answerPlainFormPost(params, (locale) => handleRequestForm(request, locale))
}

async function handleRequestForm(request: Request, locale: SiteLocale): Promise<Response> {
  const words = getMessages(locale).requests
  const payload = await getPayload({ config })
  const refused = await admitFormPost(payload, request, { action: REQUEST_ACTION, limits: SUBMISSION_LIMITS, messages: { notJson: words.failure, crossSite: words.crossSite, tooMany: words.tooMany } })
  if (refused) return plainRefusal(refused.status, refused.error)
  const form = await request.formData()
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const lines = decodeLines(text('lines'))
  const details = readDetails(text)
  const back = (flash: Parameters<typeof backToForm>[2]) => backToForm(requestPath(lines), 'send', flash)
  const values = Object.fromEntries(Object.entries(details).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])))
  try {
    const req = await createLocalReq({}, payload)
    const outcome = await submitRequest(req, locale, details, lines)
    if (outcome.kind === 'invalid') return await back({ values, errors: outcome.errors, formError: words.fixErrors })
    return seeOther(outcome.kind === 'stored' ? receiptPath(outcome.id) : '/request/sent', EMPTY_LIST)
  } catch (error) {
    rethrowIfUnavailable(error)
    payload.logger.error({ err: error }, 'Storing a request from the form post failed')
    return back({ values, errors: {}, formError: words.failure })
  }
}
