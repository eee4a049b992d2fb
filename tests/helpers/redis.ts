import { startRedis as startRedisServer } from '../../scripts/lib/redis-server.mjs'
import { freePort } from './ports'

export type ThrowAwayRedis = {
  url: string
  port: number
  /** Stops the server (the data goes with it); restart() may start it again. */
  stop(): Promise<void>
  /** Starts it again on the same port, empty, as after a restart without persistence. */
  restart(): Promise<void>
}

/**
 * A real redis-server on a free loopback port, in memory only, for one test
 * file: the same starter as the local cluster's (scripts/lib/redis-server.mjs).
 */
export async function startRedis(): Promise<ThrowAwayRedis> {
  const port = await freePort()
  let server = await startRedisServer({ port })
  return {
    url: server.url,
    port,
    stop: () => server.stop(),
    restart: async () => {
      await server.stop()
      server = await startRedisServer({ port })
    },
  }
}
