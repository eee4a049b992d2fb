import { toSimplified } from '../text/to-simplified'

/**
 * A database that cannot take writes (read-only, disk full, unreachable) is
 * not a bug in the request: the administrator gets a plain message and a 503
 * instead of "Something went wrong" and a 500.
 */

export const databaseUnavailableMessages = {
  en: 'The site cannot save changes right now: the database is read-only or full. Your changes were not saved. Please contact your technical support.',
  'zh-Hant': '網站目前無法儲存更改：資料庫處於唯讀狀態或已滿。您的更改尚未儲存。請聯絡技術支援人員。',
} as const

export const DATABASE_UNAVAILABLE_STATUS = 503
export const DATABASE_UNAVAILABLE_ERROR_NAME = 'DatabaseUnavailable'

/**
 * PostgreSQL SQLSTATEs: 25006 read_only_sql_transaction, class 53 insufficient
 * resources (53100 disk_full, 53200 out_of_memory, 53300 too_many_connections),
 * 57P01-57P03 the server is shutting down or cannot connect now, class 08
 * connection exceptions.
 */
const POSTGRES_CODES = [/^25006$/, /^53[0-9A-Z]{3}$/, /^57P0[123]$/, /^08[0-9A-Z]{3}$/]

/** Node's socket errors when the PostgreSQL server cannot be reached at all. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'])

/** Messages of errors that carry no usable code: pg's for a connection that is gone. */
const CONNECTION_MESSAGES = [/^Connection terminated/, /^Client has encountered a connection error and is not queryable/]

/** The embedded server's socket file is gone while it is stopped: ENOENT, but of a connect, not of a file. */
function isMissingSocket(value: object): boolean {
  return codeOf(value) === 'ENOENT' && 'syscall' in value && value.syscall === 'connect'
}

function codeOf(value: object): string | undefined {
  const code = 'code' in value ? value.code : undefined
  return typeof code === 'string' ? code : undefined
}

function isUnavailableCause(value: object): boolean {
  const code = codeOf(value)
  if (code && (POSTGRES_CODES.some((pattern) => pattern.test(code)) || SOCKET_CODES.has(code) || isMissingSocket(value))) return true
  const message = 'message' in value && typeof value.message === 'string' ? value.message : ''
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(message))
}

/**
 * True when the error, or any error it wraps (`cause`, GraphQL's
 * `originalError`), says the database cannot take writes now. Drizzle wraps
 * the driver's error as the cause of "Failed query: …", Payload and GraphQL
 * may wrap that again.
 */
export function isDatabaseWriteUnavailable(error: unknown): boolean {
  return hasCause(error, isUnavailableCause)
}

/** True when the error or any error it wraps (`cause`, GraphQL's `originalError`) passes the test. */
export function hasCause(error: unknown, test: (cause: object) => boolean): boolean {
  const seen = new Set<object>()
  const pending: unknown[] = [error]
  while (pending.length) {
    const current = pending.pop()
    if (typeof current !== 'object' || current === null || seen.has(current)) continue
    seen.add(current)
    if (test(current)) return true
    if ('cause' in current) pending.push(current.cause)
    if ('originalError' in current) pending.push(current.originalError)
  }
  return false
}

/** The message in the administrator's language (Payload's admin languages: en, zh-TW, and zh for Simplified Chinese). */
export function databaseUnavailableMessage(language: string | undefined): string {
  if (language === 'zh') return toSimplified(databaseUnavailableMessages['zh-Hant'])
  return language && /^zh/i.test(language) ? databaseUnavailableMessages['zh-Hant'] : databaseUnavailableMessages.en
}

/** Payload's error body shape (`errors[].message`), which the admin panel shows as it is. */
export function databaseUnavailableBody(language: string | undefined) {
  return { errors: [{ name: DATABASE_UNAVAILABLE_ERROR_NAME, message: databaseUnavailableMessage(language) }] }
}
