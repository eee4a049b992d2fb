// One Redis (or Valkey) connection per process and address, for everything the nodes share through
// it: Next's page cache (cache/redis-cache-handler.mjs, which Next loads outside the app's bundles,
// hence plain JavaScript), the limits, the short-lived form values and the readiness check. Kept on
// globalThis, since each bundle of the app has its own copy of this module.
import { createClient } from 'redis'
import { logger } from './logger.mjs'

const CONNECTIONS = Symbol.for('kinsen.redis-connections')

/**
 * The connection to `url`, made on first use. Commands fail at once while it is down instead of
 * queueing (each user has its own fallback), and it reconnects in the background.
 * @param {string} url
 * @returns {{ client: ReturnType<typeof createClient>, connected: Promise<void> }}
 */
export function redisConnection(url) {
  /** @type {Map<string, { client: ReturnType<typeof createClient>, connected: Promise<void> }>} */
  const connections = (/** @type {any} */ (globalThis)[CONNECTIONS] ??= new Map())
  let connection = connections.get(url)
  if (!connection) {
    let reported = false
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 + retries * 200, 2000) },
    })
    client.on('error', (error) => {
      if (!reported) logger().warn(`Redis unavailable (${error?.message ?? error}); the cache, the limits and the form values fall back until it is back`)
      reported = true
    })
    client.on('ready', () => {
      reported = false
    })
    connection = { client, connected: client.connect().then(() => undefined, () => undefined) }
    connections.set(url, connection)
  }
  return connection
}

/**
 * A Redis command (or the first connection) that fails after `ms`: a Redis that hangs is treated as
 * one that is away, and each user takes its fall-back instead of waiting.
 * @template T
 * @param {Promise<T>} command
 * @param {number} ms
 * @returns {Promise<T>}
 */
export function withinMs(command, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
    command.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    )
  })
}
