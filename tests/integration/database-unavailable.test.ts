import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerDatabaseUnavailable } from '../../src/infrastructure/database-errors'
import { databaseUnavailableMessages, isDatabaseWriteUnavailable } from '../../src/shared/http/database-unavailable'
import { uniqueSlug } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'
import { setPostgresReadOnly } from '../helpers/read-only-database'

/**
 * The errors as they really arrive from Payload when the database refuses
 * writes: a save and a login (which stores a session) both fail, and the
 * root afterError hook turns them into a 503 with the administrator's message.
 */
let context: TestPayload
let payload: Payload
const admin = { email: 'readonly-admin@example.com', password: 'a-long-test-password-0123' }

async function setReadOnly(readOnly: boolean) {
  await setPostgresReadOnly(context.database.databaseUrl, readOnly)
  // The pool may still hand out a connection the server has just ended: wait until reads work on fresh ones.
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      await payload.count({ collection: 'users' })
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

async function rejection(call: () => Promise<unknown>): Promise<Error> {
  try {
    await call()
  } catch (error) {
    return error as Error
  }
  expect.fail('expected the call to be rejected')
}

beforeAll(async () => {
  context = await startTestPayload('database-unavailable')
  payload = context.payload
  await payload.create({ collection: 'users', data: { ...admin, name: 'Admin' } as never })
  await setReadOnly(true)
})
afterAll(async () => {
  if (context) await setReadOnly(false)
  await context?.close()
})

const newCategory = () => payload.create({ collection: 'categories', data: { name: 'Metallic', slug: uniqueSlug('metallic') } as never })

describe('a read-only database', () => {
  it('still serves reads', async () => {
    const users = await payload.find({ collection: 'users', where: { email: { equals: admin.email } } })
    expect(users.totalDocs).toBe(1)
  })

  it('fails a save with an error recognised as "cannot write now"', async () => {
    const error = await rejection(newCategory)
    expect(isDatabaseWriteUnavailable(error)).toBe(true)
  })

  it('fails a login (it stores a session) with an error recognised as "cannot write now"', async () => {
    const error = await rejection(() => payload.login({ collection: 'users', data: admin }))
    expect(isDatabaseWriteUnavailable(error)).toBe(true)
  })

  it('is answered 503 with the message in the administrator\'s language', async () => {
    const error = await rejection(newCategory)
    const req = { i18n: { language: 'zh-TW' } } as never
    expect(await answerDatabaseUnavailable({ error, req, context: {} })).toEqual({
      status: 503,
      response: { errors: [{ name: 'DatabaseUnavailable', message: databaseUnavailableMessages['zh-Hant'] }] },
    })
  })
})

describe('ordinary failures', () => {
  it('are not taken for an unavailable database', async () => {
    await setReadOnly(false)
    const unique = await rejection(() => payload.create({ collection: 'users', data: { ...admin, name: 'Twin' } as never }))
    const invalid = await rejection(() => payload.create({ collection: 'news-items', data: { title: 'A' } as never }))
    const wrongPassword = await rejection(() => payload.login({ collection: 'users', data: { ...admin, password: 'wrong-password-0123456789' } }))
    expect([unique, invalid, wrongPassword].map(isDatabaseWriteUnavailable)).toEqual([false, false, false])
    await setReadOnly(true)
  })
})
