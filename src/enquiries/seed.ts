import type { Payload } from 'payload'

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()

/** Newsletter sign-ups from the site's two languages; one has since left. */
const DEMO_SUBSCRIBERS = [
  { email: 'studio@goldthread-atelier.example', active: true },
  { email: 'purchasing@wing-hing-embroidery.example', active: true },
  { email: 'hello@kwa-bridal.example', active: true },
  { email: 'chan.tailor@example.com', active: true },
  { email: 'info@lace-and-loom.example', active: false },
]

/** A few messages already answered, in both languages: the admin's Messages list has something to show. Marked sent: the demo mails nothing. */
const DEMO_MESSAGES = [
  {
    name: 'Sophie Laurent',
    email: 'sophie@atelier-laurent.example',
    subject: 'Colour card for the gold range',
    message: 'Could you post a printed colour card of your gold and antique gold threads to our studio in Lyon? We embroider theatre costumes.',
    locale: 'en' as const,
    daysAgo: 12,
  },
  {
    name: '何美玲',
    email: 'meiling@kwa-bridal.example',
    subject: '裙褂金線查詢',
    message: '我們是裙褂工作室，想查詢古金色金屬線的批發價及最少訂購量，謝謝。',
    locale: 'zh-Hant' as const,
    daysAgo: 5,
  },
  {
    name: 'Daniel Okafor',
    email: 'daniel@okafor-regalia.example',
    subject: 'Silver thread for regalia',
    message: 'We need a bright silver thread that survives dry cleaning for ceremonial regalia. Which of your threads would you suggest?',
    locale: 'en' as const,
    daysAgo: 2,
  },
]

/** The demo's newsletter subscribers and answered messages; returns how many of each. */
export async function seedEnquiries(payload: Payload, recipient: string): Promise<{ subscribers: number; messages: number }> {
  for (const subscriber of DEMO_SUBSCRIBERS) await payload.create({ collection: 'newsletter-subscribers', data: subscriber })
  for (const { daysAgo: age, ...message } of DEMO_MESSAGES) {
    const at = daysAgo(age)
    await payload.create({
      collection: 'contact-messages',
      data: { ...message, recipient, deliveryStatus: 'sent', attempts: 1, deliveryStartedAt: at, lastAttemptAt: at, deliveredAt: at, createdAt: at },
    })
  }
  return { subscribers: DEMO_SUBSCRIBERS.length, messages: DEMO_MESSAGES.length }
}
