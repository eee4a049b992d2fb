import type { Messages } from '../../i18n/messages'

/** The sign-up form's words, wherever it is drawn (the footer, the newsletter page). */
export const newsletterLabels = (t: Messages) => ({
  invalidEmail: t.newsletter.invalidEmail,
  failed: t.newsletter.failed,
  success: t.newsletter.success,
  emailLabel: t.footer.emailLabel,
  emailPlaceholder: t.footer.emailPlaceholder,
  subscribe: t.footer.subscribe,
  subscribing: t.footer.subscribing,
  error: t.common.error,
  successTitle: t.common.success,
})
