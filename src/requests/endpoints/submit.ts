import type { Endpoint } from 'payload'
import { getMessages } from '../../i18n/messages'
import { admitPublicWrite } from '../../platform/limits/public-write'
import { SUBMISSION_LIMITS } from '../../platform/limits/rate-limit'
import { json, readJson } from '../../shared/http/respond'
import { answeringUnavailable, rethrowIfUnavailable } from '../../platform/http/form-unavailable'
import { isSiteLocale } from '../../shared/locales'
import { cleanLine, MAX_LINES, type RequestLine } from '../lines'
import { receiptPath } from '../receipt'
import { readDetails, submitRequest } from '../submit-request'

/** The per-visitor limit bucket, shared with the plain form post (app route /request/send). */
export const REQUEST_ACTION = 'request'

/** The JSON body's lines: [{product, code, kind, quantity, unit, note}]. */
function readLines(value: unknown): RequestLine[] {
  if (!Array.isArray(value)) return []
  return value.slice(0, MAX_LINES).flatMap((entry) => {
    const line = entry && typeof entry === 'object' ? cleanLine(entry as Record<string, unknown>) : undefined
    return line ? [line] : []
  })
}

/**
 * POST /api/requests/submit {name, company, email, phone?, country, message, locale, lines}
 * → 201 {message, id, copy}: the request page's JavaScript path; `copy` says
 * whether the buyer's copy was queued (buyer-copy.ts). Same door as the contact form (JSON from
 * the site's own pages, per-visitor limits, honeypot); answers in `locale`.
 */
export const submitRequestEndpoint: Endpoint = {
  path: '/submit',
  method: 'post',
  handler: async (req) => {
    const body = ((await readJson(req)) ?? {}) as Record<string, unknown>
    const locale = isSiteLocale(body.locale) ? body.locale : 'en'
    const words = getMessages(locale).requests
    return answeringUnavailable(locale, async () => {
      const refused = await admitPublicWrite(req, { action: REQUEST_ACTION, limits: SUBMISSION_LIMITS, messages: { notJson: words.failure, crossSite: words.crossSite, tooMany: words.tooMany } })
      if (refused) return refused
      try {
        const outcome = await submitRequest(req, locale, readDetails((name) => body[name]), readLines(body.lines))
        if (outcome.kind === 'invalid') return json(400, { error: words.fixErrors, fields: outcome.errors })
        if (outcome.kind === 'ignored') return json(201, { message: words.sent, copy: false })
        return json(201, { message: outcome.copy ? words.sentWithCopy : words.sent, id: outcome.id, copy: outcome.copy, receipt: receiptPath(outcome.id) })
      } catch (error) {
        rethrowIfUnavailable(error)
        req.payload.logger.error({ err: error, msg: 'Storing a request failed' })
        return json(500, { error: words.failure })
      }
    })
  },
}
