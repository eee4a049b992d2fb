// zod/mini: these schemas also run in the browser on every page (newsletter form), where classic zod weighs several times more.
import * as z from 'zod/mini'

export const enquiryMessages = {
  newsletterEmail: 'Please enter a valid email address',
  contactName: 'Name must be at least 2 characters.',
  contactEmail: 'Please enter a valid email address.',
  contactSubject: 'Subject must be at least 3 characters.',
  contactMessage: 'Message must be at least 10 characters.',
  duplicateSubscriber: 'This email is already subscribed to our newsletter.',
  subscribeFailed: 'Failed to subscribe. Please try again later.',
  subscribed: 'Thank you for subscribing to our newsletter!',
  sendFailed: 'Failed to send message. Please try again later.',
  sendFailedFallback: 'Failed to send message',
  sent: "Message sent successfully! We'll get back to you soon.",
  notJson: 'The request body must be JSON (Content-Type: application/json)',
  crossSite: 'Forms on this site can only be sent from its own pages.',
} as const

/** Addresses are compared trimmed and case-insensitively. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** A trimmed string of min to max characters, with one message for every failure. */
const trimmedText = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message))

const emailAddress = (message: string) => z.pipe(trimmedText(1, 320, message), z.email(message))

export const newsletterSchema = z.object({
  email: emailAddress(enquiryMessages.newsletterEmail),
})

export const contactSchema = z.object({
  name: trimmedText(2, 200, enquiryMessages.contactName),
  email: emailAddress(enquiryMessages.contactEmail),
  subject: trimmedText(3, 300, enquiryMessages.contactSubject),
  message: trimmedText(10, 10000, enquiryMessages.contactMessage),
})

export type NewsletterInput = z.infer<typeof newsletterSchema>
export type ContactInput = z.infer<typeof contactSchema>
