import type { AfterErrorHook, Payload } from 'payload'
import { DATABASE_UNAVAILABLE_STATUS, databaseUnavailableBody, hasCause, isDatabaseWriteUnavailable } from '../shared/http/database-unavailable'

/**
 * Root afterError hook: a save or login that failed because the database is
 * read-only, full or unreachable answers 503 with a message the administrator
 * can act on. Every other error keeps Payload's own answer.
 */
export const answerDatabaseUnavailable: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseWriteUnavailable(error)) return
  return { status: DATABASE_UNAVAILABLE_STATUS, response: databaseUnavailableBody(req.i18n?.language) }
}

/**
 * PostgreSQL SQLSTATEs that only a request's own values cause: class 22 data
 * exceptions (a word where a number or date belongs, a value outside a
 * select's options, a number out of range, a NUL character) and 42883 / 42804
 * (an operator the column's type lacks, such as LIKE on a number).
 */
const REFUSED_VALUE_CODES = [/^22[0-9A-Z]{3}$/, /^42883$/, /^42804$/]

const isRefusedValue = (cause: object) => 'code' in cause && typeof cause.code === 'string' && REFUSED_VALUE_CODES.some((pattern) => pattern.test(cause.code as string))

const hasWhere = (params: URLSearchParams | undefined) => [...(params?.keys() ?? [])].some((key) => key === 'where' || key.startsWith('where['))
const isServerError = (error: Error) => !('status' in error) || typeof error.status !== 'number' || error.status >= 500

/**
 * Root afterError hook. Only administrators query the REST API, and Payload
 * runs some malformed `where` conditions (an operator nested in an operator,
 * `all` on a single value, `near` on text, a word for an id or a date) into an
 * error of the query builder or the database. Such a failure of a request
 * holding `where`, or a value the database refuses (PostgreSQL, e.g. a NUL
 * character in saved text), answers 400 instead of a 500.
 */
export const answerRefusedValues: AfterErrorHook = ({ error, req }) => {
  if (!isServerError(error) || isDatabaseWriteUnavailable(error)) return
  if (!hasWhere(req.searchParams) && !hasCause(error, isRefusedValue)) return
  return { status: 400, response: { errors: [{ message: 'The database cannot run this request: check the where conditions (fields, operators and values) and the data' }] } }
}

/**
 * pg's pool emits 'error' when the server ends an idle connection (restart,
 * failover, an administrator terminating sessions). Payload's adapter does
 * not listen, and an 'error' event nobody listens to ends the process. The
 * pool drops that connection by itself and the next query opens a new one.
 */
export function keepIdleConnectionErrorsAlive(payload: Payload): void {
  const pool: unknown = 'pool' in payload.db ? payload.db.pool : undefined
  if (!isEventEmitter(pool)) return
  pool.on('error', (error: unknown) => {
    payload.logger.warn({ err: error, msg: 'An idle database connection was closed by the server; it will be replaced' })
  })
}

function isEventEmitter(value: unknown): value is { on(event: 'error', listener: (error: unknown) => void): unknown } {
  return typeof value === 'object' && value !== null && 'on' in value && typeof value.on === 'function'
}
