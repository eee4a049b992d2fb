import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * Payload 3.90 answers an unknown e-mail before hashing anything, which told
 * which addresses have accounts by the answer's time. Rather than compare
 * timings (which a busy machine blurs), this counts the hash work itself: a
 * failed sign-in for an unknown account must run the same password hash
 * (PBKDF2 with the same cost) as one for a real account.
 */
let context: TestPayload
let payload: Payload
const email = 'timing-admin@example.com'

beforeAll(async () => {
  context = await startTestPayload('sign-in-timing')
  payload = context.payload
  await payload.create({ collection: 'users', data: { email, password: 'the-right-password-1', role: 'administrator' } })
})
afterAll(async () => context?.close())
afterEach(() => vi.restoreAllMocks())

/** The cost of every PBKDF2 run while the sign-in fails: [iterations, key length, digest]. */
async function hashWorkOfFailedSignIn(address: string): Promise<unknown[][]> {
  const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
  await expect(payload.login({ collection: 'users', data: { email: address, password: 'not-the-password' } })).rejects.toMatchObject({ status: 401 })
  const work = pbkdf2.mock.calls.map((call) => call.slice(2, 5))
  pbkdf2.mockRestore()
  return work
}

describe('a failed sign-in', () => {
  it('does the same hash work for an unknown account as for a real one', async () => {
    const known = await hashWorkOfFailedSignIn(email)
    const unknown = await hashWorkOfFailedSignIn('nobody-here@example.com')
    expect(known).toEqual([[600_000, 32, 'sha256']])
    expect(unknown).toEqual(known)
  })
})
