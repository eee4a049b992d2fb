import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
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

describe('PostgreSQL (pg) errors without a server', () => {
  it('recognises a refused connection', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await freePort(), user: 'postgres', database: 'site' })
    const error = await failure(() => client.connect())
    expect(error).toMatchObject({ code: 'ECONNREFUSED' })
    expect(isDatabaseWriteUnavailable(wrapped(error))).toBe(true)
  })

  it('recognises an embedded server whose socket is gone (ENOENT of a connect), and no other missing file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-unavailable-'))
    const client = new pg.Client({ connectionString: `postgres://postgres@localhost/site?host=${encodeURIComponent(dir)}` })
    const error = await failure(() => client.connect())
    fs.rmSync(dir, { recursive: true, force: true })
    expect(error).toMatchObject({ code: 'ENOENT', syscall: 'connect' })
    expect(isDatabaseWriteUnavailable(wrapped(error))).toBe(true)
    const missingFile = await failure(() => fs.promises.readFile(path.join(dir, 'upload.png')))
    expect(isDatabaseWriteUnavailable(wrapped(missingFile))).toBe(false)
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

describe('PostgreSQL (pg) errors from a server', () => {
  // npm test names its cluster; run alone, this fails rather than passing unchecked.
  const url = process.env.TEST_POSTGRES_URL ?? 'postgres://no-test-cluster.invalid/site'

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
    // The server's FATAL 57P01, or, when the socket's end comes first, pg's own "Connection terminated".
    const idleError = (await terminated) as { code?: string; message?: string }
    expect(idleError.code === '57P01' || /^Connection terminated/.test(idleError.message ?? ''), JSON.stringify(idleError)).toBe(true)
    expect(isDatabaseWriteUnavailable(idleError)).toBe(true)
    expect(isDatabaseWriteUnavailable(wrapped(afterTerminate))).toBe(true)
  })
})

describe('the message', () => {
  it('speaks the administrator\'s language', () => {
    expect(databaseUnavailableMessage('zh-TW')).toBe(databaseUnavailableMessages['zh-Hant'])
    expect(databaseUnavailableMessage('zh')).toBe('网站目前无法保存更改：资料库处于只读状态或已满。您的更改尚未保存。请联系技术支援人员。')
    expect(databaseUnavailableMessage('en')).toBe(databaseUnavailableMessages.en)
    expect(databaseUnavailableMessage(undefined)).toMatch(/^The site cannot save changes right now/)
  })

  it("comes in Payload's error shape, in the administrator's language", () => {
    expect(databaseUnavailableBody('zh-TW')).toEqual({ errors: [{ name: 'DatabaseUnavailable', message: databaseUnavailableMessages['zh-Hant'] }] })
  })
})
