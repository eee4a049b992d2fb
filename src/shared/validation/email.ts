/** Addresses are compared trimmed and case-insensitively (subscribers, the buyer's copy). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}
