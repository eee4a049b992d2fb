import { hasCause } from './database-unavailable'

/** Drizzle's error for a statement the database refused; its cause holds the database's own words. */
const FAILED_QUERY = /^Failed query:/
const LONGEST_REASON = 200

export const isFailedQuery = (error: { message?: unknown }) => typeof error.message === 'string' && FAILED_QUERY.test(error.message)

/**
 * The database's words for a refusal (a constraint, a trigger): the innermost message that is not
 * the failed statement itself, which would show an administrator the SQL and its values. One line,
 * at most 200 characters, with no colon or comma: Payload's admin shows an error toast with a colon
 * as a list split at its commas. Undefined when the error holds no such words.
 */
export function databaseReason(error: unknown): string | undefined {
  let reason: string | undefined
  hasCause(error, (cause) => {
    const message = 'message' in cause && typeof cause.message === 'string' ? cause.message.trim() : ''
    if (message && !FAILED_QUERY.test(message)) reason = message
    return false
  })
  if (!reason) return undefined
  const oneLine = reason.replace(/\s+/g, ' ').replace(/:/g, ' –').replace(/,/g, ';')
  return oneLine.length > LONGEST_REASON ? `${oneLine.slice(0, LONGEST_REASON - 1)}…` : oneLine
}
