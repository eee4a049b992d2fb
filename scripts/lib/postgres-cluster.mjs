// A throw-away PostgreSQL cluster for tests: Debian's server binaries, a data
// directory under the OS temp folder, loopback only. Installs the server from
// apt when it is missing and we are root (a fresh CI machine).
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

function findBinDir() {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return undefined
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined
}

export function ensurePostgresInstalled() {
  let bin = findBinDir()
  if (bin) return bin
  if (process.getuid?.() !== 0) {
    throw new Error('PostgreSQL server binaries are missing: install the Debian package "postgresql"')
  }
  console.log('Installing PostgreSQL from apt…')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  bin = findBinDir()
  if (!bin) throw new Error('PostgreSQL was installed but initdb was not found')
  return bin
}

/** Runs a command as the unprivileged `postgres` user when we are root (the server refuses root). */
function runAs(cmd, args, options = {}) {
  const asRoot = process.getuid?.() === 0
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]
  const result = spawnSync(file, argv, { encoding: 'utf8', ...options })
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout
}

export function startPostgresCluster({ port = 54329, database = 'site_test' } = {}) {
  const bin = ensurePostgresInstalled()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'))
  fs.chmodSync(dir, 0o777)
  const dataDir = path.join(dir, 'data')
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir])
  runAs(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  const startServer = () =>
    runAs(path.join(bin, 'pg_ctl'), [
      '-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', 'start',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    ])
  startServer()
  runAs(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database])
  const url = `postgres://postgres@127.0.0.1:${port}/${database}`
  return {
    url,
    port,
    /** The server's log: plans that auto_explain writes land here. */
    logFile: path.join(dir, 'server.log'),
    createDatabase(name) {
      runAs(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name])
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    /** Stops the server and keeps its data, as an outage would (resume() starts it again on the same port). */
    pause() {
      runAs(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
    },
    resume() {
      startServer()
    },
    stop() {
      try {
        runAs(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop'])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
