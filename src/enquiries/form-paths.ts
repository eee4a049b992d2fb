/** The addresses of the contact form and the newsletter sign-up without JavaScript (endpoints/*-form-post.ts). */
export const FORM_PATHS = {
  contactSend: '/contact/send',
  contactSent: '/contact/sent',
  /** The contact page's form section, where a refused post comes back. */
  contactForm: { path: '/contact', anchor: 'send-message' },
  newsletterSubscribe: '/newsletter/subscribe',
  newsletterSubscribed: '/newsletter/subscribed',
  newsletterForm: { path: '/newsletter', anchor: 'subscribe' },
} as const
