import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../tests/helpers/ports'
import { databaseUnavailableBody, databaseUnavailableMessage, databaseUnavailableMessages, isDatabaseWriteUnavailable } from './database-unavailable'

/** Errors captured from the real drivers, as Drizzle and Payload wrap them (`cause`). */
async function failure(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call()
  } catch (error) {
    return error
  }
  expect.fail('expected the call to be rejected')
}

const wrapped = (cause: unknown) => new Error('Failed query: insert into "t" ("a") values (?)', { cause })

describe('SQLite (libsql) errors', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-unavailable-'))
  const client = createClient({ url: `file:${path.join(dir, 'site.db')}` })
  afterAll(() => {
    client.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('recognises a read-only connection (SQLITE_READONLY), bare and wrapped', async () => {
    await client.execute('CREATE TABLE t (a TEXT UNIQUE)')
    await client.execute('PRAGMA query_only = ON')
    const error = await failure(() => client.execute("INSERT INTO t VALUES ('x')"))
    await client.execute('PRAGMA query_only = OFF')
    expect(error).toMatchObject({ code: 'SQLITE_READONLY' })
    expect(isDatabaseWriteUnavailable(error)).toBe(true)
    expect(isDatabaseWriteUnavailable(wrapped(error))).toBe(true)
  })

  it('recognises a full database (SQLITE_FULL)', async () => {
    const full = createClient({ url: `file:${path.join(dir, 'full.db')}` })
    await full.execute('CREATE TABLE t (a TEXT)')
    await full.execute('PRAGMA max_page_count = 3')
    const error = await failure(async () => {
      for (let row = 0; row < 50; row += 1) await full.execute({ sql: 'INSERT INTO t VALUES (?)', args: ['x'.repeat(4000)] })
    })
    full.close()
    expect(error).toMatchObject({ code: 'SQLITE_FULL' })
    expect(isDatabaseWriteUnavailable(wrapped(error))).toBe(true)
  })

  it('recognises a file that cannot be opened (SQLITE_CANTOPEN, which libsql reports only in the message)', async () => {
    const error = await failure(async () => createClient({ url: `file:${path.join(dir, 'no-such-folder', 'site.db')}` }).execute('SELECT 1'))
    expect(error).toMatchObject({ message: expect.stringContaining('Unable to open connection to local database') })
    expect(isDatabaseWriteUnavailable(wrapped(error))).toBe(true)
  })

  it('recognises extended I/O and read-only codes', () => {
    for (const code of ['SQLITE_IOERR', 'SQLITE_IOERR_WRITE', 'SQLITE_READONLY_DBMOVED']) {
      expect(isDatabaseWriteUnavailable(wrapped(Object.assign(new Error(`${code}: disk I/O error`), { code })))).toBe(true)
    }
  })

  it('does not take a broken rule for an unavailable database', async () => {
    await client.execute("INSERT INTO t VALUES ('twin')")
    const unique = await failure(() => client.execute("INSERT INTO t VALUES ('twin')"))
    const syntax = await failure(() => client.execute('INSERT INTO'))
    expect(unique).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' })
    expect([unique, syntax].map((error) => isDatabaseWriteUnavailable(wrapped(error)))).toEqual([false, false])
  })
})

describe('PostgreSQL (pg) errors without a server', () => {
  it('recognises a refused connection', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await freePort(), user: 'postgres', database: 'site' })
    const error = await failure(() => client.connect())
    expect(error).toMatchObject({ code: 'ECONNREFUSED' })
    expect(isDatabaseWriteUnavailable(wrapped(error))).toBe(true)
  })

  it('recognises the SQLSTATEs of a full disk, too many connections, a starting server and a lost connection', () => {
    for (const code of ['53100', '53200', '53300', '57P03', '08006', '08003']) {
      expect(isDatabaseWriteUnavailable(wrapped(Object.assign(new Error('database error'), { code, severity: 'ERROR' })))).toBe(true)
    }
    for (const code of ['23505', '23502', '42601', '40001']) {
      expect(isDatabaseWriteUnavailable(wrapped(Object.assign(new Error('database error'), { code, severity: 'ERROR' })))).toBe(false)
    }
  })
})

describe.runIf(process.env.TEST_POSTGRES_URL)('PostgreSQL (pg) errors from a server', () => {
  const url = process.env.TEST_POSTGRES_URL ?? ''

  it('recognises a read-only transaction (25006) and a terminated connection (57P01), not a unique violation', async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    // Not a temporary table: read-only transactions may still write those.
    const table = `unavailable_${process.pid}`
    await client.query(`CREATE TABLE ${table} (a text UNIQUE)`)
    await client.query(`INSERT INTO ${table} VALUES ('twin')`)
    const unique = await failure(() => client.query(`INSERT INTO ${table} VALUES ('twin')`))
    await client.query('SET default_transaction_read_only = on')
    const readOnly = await failure(() => client.query(`INSERT INTO ${table} VALUES ('x')`))
    await client.query('SET default_transaction_read_only = off')
    await client.query(`DROP TABLE ${table}`)
    await client.end()
    expect(readOnly).toMatchObject({ code: '25006' })
    expect(unique).toMatchObject({ code: '23505' })
    expect(isDatabaseWriteUnavailable(wrapped(readOnly))).toBe(true)
    expect(isDatabaseWriteUnavailable(wrapped(unique))).toBe(false)

    const victim = new pg.Client({ connectionString: url })
    await victim.connect()
    const { rows } = await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    const terminated = new Promise<unknown>((resolve) => victim.on('error', resolve))
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid])
    await admin.end()
    const afterTerminate = await failure(() => victim.query('SELECT 1'))
    expect(await terminated).toMatchObject({ code: '57P01' })
    expect(isDatabaseWriteUnavailable(await terminated)).toBe(true)
    expect(isDatabaseWriteUnavailable(wrapped(afterTerminate))).toBe(true)
  })
})

describe('the message', () => {
  it('speaks the administrator\'s language', () => {
    expect(databaseUnavailableMessage('zh-TW')).toBe(databaseUnavailableMessages['zh-Hant'])
    expect(databaseUnavailableMessage('zh')).toBe('网站目前无法保存更改：资料库处于唯读状态或已满。您的更改尚未保存。请联系技术支援人员。')
    expect(databaseUnavailableMessage('en')).toBe(databaseUnavailableMessages.en)
    expect(databaseUnavailableMessage(undefined)).toMatch(/^The site cannot save changes right now/)
  })

  it("comes in Payload's error shape, in the administrator's language", () => {
    expect(databaseUnavailableBody('zh-TW')).toEqual({ errors: [{ name: 'DatabaseUnavailable', message: databaseUnavailableMessages['zh-Hant'] }] })
  })
})
