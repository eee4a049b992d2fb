// The production app on one benchmark data folder (its embedded PostgreSQL, or the DATABASE_URL
// given), and an administrator session on it.
import { openSiteDatabase } from '../../scripts/lib/embedded-postgres.mjs'
import { prepareDatabase, startServer, waitUntilReady } from '../../scripts/lib/server.mjs'
import { BENCH_ADMIN, datasetEnv } from './datasets.mjs'
import { json } from './http.mjs'

/** @param {{ dataDir: string, port: number, siteUrl: string, extraEnv?: Record<string, string> }} options */
export async function startApp({ dataDir, port, siteUrl, extraEnv = {} }) {
  const database = extraEnv.DATABASE_URL ? undefined : await openSiteDatabase({ dataDir, log: () => {} })
  const env = datasetEnv(dataDir, { SITE_URL: siteUrl, HOSTNAME: '127.0.0.1', ...(database ? { DATABASE_URL: database.url } : {}), ...extraEnv })
  prepareDatabase(env)
  const child = startServer({ port, env, stdio: ['ignore', 'ignore', 'inherit'] })
  await waitUntilReady(`http://127.0.0.1:${port}/api/users/me`, { child, timeoutMs: 120000 })
  return {
    port,
    databaseUrl: env.DATABASE_URL,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve)
          child.kill('SIGTERM')
        })
      }
      await database?.stop()
    },
  }
}

export async function signIn(port, host) {
  const response = await json({ port, host, path: '/api/users/login', method: 'POST', body: JSON.stringify(BENCH_ADMIN) })
  if (response.status !== 200) throw new Error(`Benchmark admin login failed: ${response.status}`)
  return response.body.token
}

const tokens = new Map()

/** A read of the REST API as the benchmark's administrator: visitors' API reads are refused (403). */
export async function adminJson(port, host, path) {
  const key = `${port} ${host}`
  const ask = () => json({ port, host, path, headers: { authorization: `JWT ${tokens.get(key)}` } })
  if (!tokens.has(key)) tokens.set(key, await signIn(port, host))
  let response = await ask()
  // Another server started on this port since (the next catalogue size) does not know the old session.
  if (response.status === 401 || response.status === 403) {
    tokens.set(key, await signIn(port, host))
    response = await ask()
  }
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return response
}

/** A document from the middle of a collection's Active rows, so nothing favours the first page. */
export async function middleDocument(port, host, collection) {
  const where = collection === 'gallery-items' ? '&where[isPdf][not_equals]=true' : ''
  const count = await adminJson(port, host, `/api/${collection}?limit=1&depth=0&where[status][equals]=Active${where}`)
  const page = Math.max(1, Math.ceil(count.body.totalDocs / 2))
  const middle = await adminJson(port, host, `/api/${collection}?limit=1&depth=0&page=${page}&sort=id&where[status][equals]=Active${where}`)
  const doc = middle.body.docs?.[0]
  if (!doc) throw new Error(`No Active ${collection} to measure`)
  return doc
}
