// zod/mini: these schemas also run in the browser on every page (newsletter form), where classic zod weighs several times more.
import * as z from 'zod/mini'
import '../shared/validation/zod-jitless'
import { tooLongMessage } from '../shared/validation/length'
import { visitorText } from '../shared/validation/visitor-text'

const CONTACT_LIMITS = { name: 200, email: 320, subject: 300, message: 10000 } as const

export const enquiryMessages = {
  newsletterEmail: 'Please enter a valid email address',
  contactName: 'Name must be at least 2 characters.',
  contactEmail: 'Please enter a valid email address.',
  contactSubject: 'Subject must be at least 3 characters.',
  contactMessage: 'Message must be at least 10 characters.',
  contactNameTooLong: tooLongMessage('Name', CONTACT_LIMITS.name),
  contactEmailTooLong: tooLongMessage('Email', CONTACT_LIMITS.email),
  contactSubjectTooLong: tooLongMessage('Subject', CONTACT_LIMITS.subject),
  contactMessageTooLong: tooLongMessage('Message', CONTACT_LIMITS.message),
  sendFailed: 'Failed to send message. Please try again later.',
  sendFailedFallback: 'Failed to send message',
  sent: "Message sent successfully! We'll get back to you soon.",
  notJson: 'The request body must be JSON (Content-Type: application/json)',
  crossSite: 'Forms on this site can only be sent from its own pages.',
} as const

export { normaliseEmail } from '../shared/validation/email'

const emailAddress = (message: string, tooLong: string) => z.pipe(visitorText(1, CONTACT_LIMITS.email, message, tooLong), z.email(message))

export const newsletterSchema = z.object({
  email: emailAddress(enquiryMessages.newsletterEmail, tooLongMessage('Email', CONTACT_LIMITS.email)),
})

/** The contact form's fields, in the form's order. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export const contactSchema = z.object({
  name: visitorText(2, CONTACT_LIMITS.name, enquiryMessages.contactName, enquiryMessages.contactNameTooLong),
  email: emailAddress(enquiryMessages.contactEmail, enquiryMessages.contactEmailTooLong),
  subject: visitorText(3, CONTACT_LIMITS.subject, enquiryMessages.contactSubject, enquiryMessages.contactSubjectTooLong),
  message: visitorText(10, CONTACT_LIMITS.message, enquiryMessages.contactMessage, enquiryMessages.contactMessageTooLong, 'multi-line'),
})

/** Which message a failed field shows in the form: too long, or the field's own (missing, too short, malformed). */
export const isTooLong = (issue: { code?: string }) => issue.code === 'too_big'

/** Each refused contact field's message in the form's own words (the page's language): too long, or the field's own. */
export function contactFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; code?: string }[],
  words: Record<`${ContactField}Error` | `${ContactField}TooLong`, string>,
): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {}
  for (const issue of issues) {
    const field = issue.path[0] as ContactField
    errors[field] ??= isTooLong(issue) ? words[`${field}TooLong`] : words[`${field}Error`]
  }
  return errors
}
