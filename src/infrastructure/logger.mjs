// The one logger of every process of the site: pino, as Payload's own, one JSON line per event on stdout
// ({"level":30,"time":…,"pid":…,"hostname":…,"name":"payload","msg":"…"}). Payload is given it
// (src/payload.config.ts); the production server logs each request with it (scripts/lib/request-log.mjs)
// and the Redis connection its outages, so an operator reads, filters and ships one format.
import { pino } from 'pino'

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/**
 * @param {{ level?: string, destination?: import('pino').DestinationStream }} [options] the level (LOG_LEVEL,
 *   validated by src/config/env.server.ts; info otherwise), and where lines go (stdout unless given)
 */
export function createLogger({ level = process.env.LOG_LEVEL, destination = process.stdout } = {}) {
  // process.stdout rather than pino's own writer on file descriptor 1: when whatever read the output has
  // gone, the production server drops the lines (scripts/serve.mjs listens for the stream's EPIPE) and
  // goes on serving, where an unheard write error of pino's writer would end the process.
  return pino(
    { name: 'payload', level: level && LEVELS.includes(level) ? level : 'info', enabled: process.env.DISABLE_LOGGING !== 'true', hooks: { logMethod: clientMistakesAsInfo } },
    destination,
  )
}

const ERROR_LEVEL = 50

/**
 * A request the client got wrong (a throttled reset, a wrong reset token: an error with a 4xx status) is
 * no failure of the site: Payload logs every error it answers at the error level with its stack
 * (its loggingLevels go by the error's class, and its APIError carries both 4xx and 5xx statuses), so
 * the operator's error lines filled with visitors' mistakes (issue 50.19). Such a line is written at
 * the info level, with the message and status and no stack; a 5xx stays an error with its stack.
 * @this {import('pino').Logger}
 * @param {unknown[]} args
 * @param {(...args: unknown[]) => void} method
 * @param {number} level
 */
function clientMistakesAsInfo(args, method, level) {
  const err = /** @type {{ err?: { status?: unknown, name?: unknown, message?: unknown } } | undefined} */ (args[0])?.err
  const status = err?.status
  if (level === ERROR_LEVEL && typeof status === 'number' && status >= 400 && status < 500) {
    this.info({ status, error: String(err.name ?? 'Error') }, String(err.message ?? 'Client error'))
    return
  }
  method.apply(this, args)
}

/** @type {import('pino').Logger | undefined} */
let processLogger

/** This process's logger, made on first use. */
export function logger() {
  processLogger ??= createLogger()
  return processLogger
}
