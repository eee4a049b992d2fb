// zod/mini: the form's checks also run in the browser on the request page.
import * as z from 'zod/mini'
import '../shared/validation/zod-jitless'
import { cleanVisitorText, visitorText } from '../shared/validation/visitor-text'

export const REQUEST_LIMITS = { name: 200, company: 200, email: 320, phone: 50, country: 100, message: 10000 } as const

/** The words of every check, in the visitor's language (src/i18n/messages: requests.errors). */
export type RequestErrorMessages = {
  name: string
  nameTooLong: string
  company: string
  companyTooLong: string
  email: string
  emailTooLong: string
  phone: string
  country: string
  countryTooLong: string
  message: string
  messageTooLong: string
  lines: string
}

/**
 * The buyer's details, shared by the request form (browser), the JSON endpoint,
 * the plain form post and the admin's field validation. The lines are checked
 * separately (lines.ts), since they are read from ids, not typed.
 */
export function requestSchema(messages: RequestErrorMessages) {
  return z.object({
    name: visitorText(2, REQUEST_LIMITS.name, messages.name, messages.nameTooLong),
    company: visitorText(2, REQUEST_LIMITS.company, messages.company, messages.companyTooLong),
    email: z.pipe(visitorText(1, REQUEST_LIMITS.email, messages.email, messages.emailTooLong), z.email(messages.email)),
    // Optional: empty is fine; otherwise digits, spaces and + ( ) - only.
    phone: z.optional(
      z.string({ error: messages.phone }).check(z.overwrite((value) => cleanVisitorText(value)), z.trim(), z.maxLength(REQUEST_LIMITS.phone, messages.phone), z.regex(/^$|^\+?[\d\s()-]{6,}$/, messages.phone)),
    ),
    country: visitorText(2, REQUEST_LIMITS.country, messages.country, messages.countryTooLong),
    message: visitorText(10, REQUEST_LIMITS.message, messages.message, messages.messageTooLong, 'multi-line'),
  })
}

export type RequestDetails = z.infer<ReturnType<typeof requestSchema>>
export const REQUEST_FIELDS = ['name', 'company', 'email', 'phone', 'country', 'message'] as const
/** Bots fill every field; people never see this one. */
export const HONEYPOT_FIELD = 'website'
/** The form's random key, made when the form is drawn: a request sent twice with it is stored once. */
export const SUBMISSION_FIELD = 'submission'
const SUBMISSION_KEY = /^[A-Za-z0-9_-]{16,64}$/
/** The form's key when it is one (anything else is ignored: the request is then stored as sent). */
export const submissionKeyOf = (value: unknown) => (typeof value === 'string' && SUBMISSION_KEY.test(value) ? value : undefined)
