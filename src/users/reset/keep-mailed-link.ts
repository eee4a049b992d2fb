import type { CollectionAfterOperationHook, CollectionBeforeChangeHook, RequestContext } from 'payload'

/** Where the kept token is left for the mail and the operation's answer (req.context lives for the one request). */
const KEPT_TOKEN = 'kinsenKeptResetToken'

type ResetFields = { resetPasswordToken?: string | null; resetPasswordExpiration?: string | null }

const later = (one: string, other: string) => (Date.parse(one) >= Date.parse(other) ? one : other)

/**
 * A link already mailed stays valid until it is used or expires (issue 50.16). Payload's forgot-password
 * operation writes a new token over the one in the account, so each request (a stranger's too) broke the
 * link the owner had just been sent, and a reset request turned a 7-day invitation into an hour's reset.
 * While the account's token is still valid, the new request keeps it and keeps the later of the two
 * expirations: the new mail carries the same link, and an invitation is never shortened. Once used
 * (Payload then expires it) or expired, the next request gets a new token as before.
 */
export const keepMailedResetLink: CollectionBeforeChangeHook = ({ context, data, originalDoc, operation }) => {
  if (operation !== 'update') return data
  const asked = data as ResetFields
  const held = originalDoc as ResetFields | undefined
  if (!asked.resetPasswordToken || !asked.resetPasswordExpiration) return data
  if (!held?.resetPasswordToken || !held.resetPasswordExpiration || Date.parse(held.resetPasswordExpiration) <= Date.now()) return data
  context[KEPT_TOKEN] = held.resetPasswordToken
  return { ...data, resetPasswordToken: held.resetPasswordToken, resetPasswordExpiration: later(held.resetPasswordExpiration, asked.resetPasswordExpiration) }
}

/** The token the request's mail must carry: the kept one, else the one Payload made. */
export const mailedResetToken = (context: RequestContext | undefined, made: string) => {
  const kept = context?.[KEPT_TOKEN]
  return typeof kept === 'string' ? kept : made
}

/** The forgot-password operation answers (to the invite endpoint, the server's own call) with the token the mail carries. */
export const answerKeptResetToken: CollectionAfterOperationHook = ({ operation, req, result }) => {
  if (operation !== 'forgotPassword' || typeof result !== 'string') return result
  return mailedResetToken(req.context, result)
}
