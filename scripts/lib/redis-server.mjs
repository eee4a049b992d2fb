// A throw-away Redis (or Valkey) for the local cluster: Debian's server binary,
// in memory only, loopback only. Installs it from apt when it is missing and we
// are root (a fresh CI machine), as for nginx.
import { installDebianPackages } from './debian-packages.mjs'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

const CANDIDATES = ['/usr/bin/redis-server', '/usr/bin/valkey-server', '/usr/local/bin/redis-server', '/opt/homebrew/bin/redis-server']

export function findRedisServer() {
  if (process.env.REDIS_SERVER_BIN) return process.env.REDIS_SERVER_BIN
  return CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null
}

export function ensureRedisServer() {
  const found = findRedisServer()
  if (found) return found
  installDebianPackages('redis-server', ['redis-server'], 'or set REDIS_SERVER_BIN')
  return findRedisServer()
}

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(1000)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** Starts redis-server on the loopback; nothing is written to disk. */
export async function startRedis({ port }) {
  const binary = ensureRedisServer()
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 15000
  while (!(await answersPing(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    child,
    stop: () => stopChild(child, 'SIGTERM'),
  }
}

/** Stops a child process and waits until it has exited. */
export function stopChild(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined)
    child.once('exit', () => resolve(undefined))
    child.kill(signal)
  })
}
