import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import { freePort } from './ports'

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'

export type ThrowAwayRedis = {
  url: string
  port: number
  /** Stops the server (the data goes with it); restart() may start it again. */
  stop(): Promise<void>
  /** Starts it again on the same port, empty, as after a restart without persistence. */
  restart(): Promise<void>
}

/** A real redis-server on a free loopback port, without persistence, for one test file. */
export async function startRedis(): Promise<ThrowAwayRedis> {
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-test-'))
  let child: ChildProcess | undefined
  const url = `redis://127.0.0.1:${port}`

  async function start() {
    fs.mkdirSync(dir, { recursive: true })
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)))
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)))
    const deadline = Date.now() + 10_000
    for (;;) {
      if (child.exitCode !== null) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        throw new Error(`redis-server exited with code ${child.exitCode}: ${output}`)
      }
      const client = createClient({ url, socket: { reconnectStrategy: false } })
      client.on('error', () => {})
      try {
        await client.connect()
        await client.ping()
        await client.close()
        return
      } catch {
        if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  }

  async function stop() {
    const running = child
    if (!running || running.exitCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGTERM')
    })
  }

  await start()
  return {
    url,
    port,
    stop: async () => {
      await stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
    restart: async () => {
      await stop()
      await start()
    },
  }
}
