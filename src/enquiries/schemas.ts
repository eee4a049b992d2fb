import { z } from 'zod'

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
} as const

/** Addresses are compared trimmed and case-insensitively. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export const newsletterSchema = z.object({
  email: z
    .string({ error: enquiryMessages.newsletterEmail })
    .trim()
    .min(1, enquiryMessages.newsletterEmail)
    .pipe(z.email(enquiryMessages.newsletterEmail)),
})

export const contactSchema = z.object({
  name: z.string({ error: enquiryMessages.contactName }).trim().min(2, enquiryMessages.contactName).max(200),
  email: z.string({ error: enquiryMessages.contactEmail }).trim().pipe(z.email(enquiryMessages.contactEmail)),
  subject: z.string({ error: enquiryMessages.contactSubject }).trim().min(3, enquiryMessages.contactSubject).max(300),
  message: z.string({ error: enquiryMessages.contactMessage }).trim().min(10, enquiryMessages.contactMessage).max(10000),
})

export type NewsletterInput = z.infer<typeof newsletterSchema>
export type ContactInput = z.infer<typeof contactSchema>
