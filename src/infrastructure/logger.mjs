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
  return pino({ name: 'payload', level: level && LEVELS.includes(level) ? level : 'info', enabled: process.env.DISABLE_LOGGING !== 'true' }, destination)
}

/** @type {import('pino').Logger | undefined} */
let processLogger

/** This process's logger, made on first use. */
export function logger() {
  processLogger ??= createLogger()
  return processLogger
}
