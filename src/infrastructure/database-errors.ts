import type { AfterErrorHook, Payload } from 'payload'
import {
  DATABASE_UNAVAILABLE_ERROR_NAME,
  DATABASE_UNAVAILABLE_STATUS,
  databaseUnavailableBody,
  databaseUnavailableMessage,
  isDatabaseWriteUnavailable,
} from '../shared/http/database-unavailable'

/**
 * Root afterError hook: a save or login that failed because the database is
 * read-only, full or unreachable answers 503 with a message the administrator
 * can act on, in REST (which the admin uses) and GraphQL alike. Every other
 * error keeps Payload's own answer.
 */
export const answerDatabaseUnavailable: AfterErrorHook = ({ error, graphqlResult, req }) => {
  if (!isDatabaseWriteUnavailable(error)) return
  const language = req.i18n?.language
  if (graphqlResult) {
    return {
      graphqlResult: {
        ...graphqlResult,
        message: databaseUnavailableMessage(language),
        extensions: { ...graphqlResult.extensions, name: DATABASE_UNAVAILABLE_ERROR_NAME, statusCode: DATABASE_UNAVAILABLE_STATUS },
      },
    }
  }
  return {
    status: DATABASE_UNAVAILABLE_STATUS,
    response: databaseUnavailableBody(language),
  }
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
