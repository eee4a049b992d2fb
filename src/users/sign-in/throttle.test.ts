import { describe, expect, it } from 'vitest'
import { MemoryLimitStore } from '../../infrastructure/shared-store/memory-store'
import * as throttle from './throttle'
import { SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS } from './throttle'

// The throttle's own logic, counted in memory with the test's clock; the shared stores have their own tests.
const store = new MemoryLimitStore()
const signInBlockedFor = (account: string, address: string, now: number) => throttle.signInBlockedFor(store, account, address, now)
const recordSignInFailure = (account: string, address: string, now: number) => throttle.recordSignInFailure(store, account, address, now)
const recordSignInSuccess = (account: string, address: string) => throttle.recordSignInSuccess(store, account, address)
const consumeResetRequest = (account: string, address: string, now: number) => throttle.consumeResetRequest(store, account, address, now)
async function inTurn<T>(count: number, request: () => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let index = 0; index < count; index += 1) results.push(await request())
  return results
}

const unique = () => `${Math.random().toString(36).slice(2)}@example.com`
let network = 0
const freshAddress = () => {
  network += 1
  return `198.18.${network}.1`
}

describe('sign-in throttle', () => {
  it('refuses an address after 5 failures on one account, for the rest of the window only', async () => {
    const account = unique()
    const attacker = freshAddress()
    const start = 1_000_000
    for (let index = 0; index < SIGN_IN_LIMITS.perAccountAndAddress; index += 1) {
      expect(await signInBlockedFor(account, attacker, start)).toBe(0)
      await recordSignInFailure(account, attacker, start)
    }
    expect(await signInBlockedFor(account, attacker, start + 1000)).toBe(899)
    expect(await signInBlockedFor(account, attacker, start + SIGN_IN_WINDOW_MS)).toBe(0)
  })

  it('never refuses an address that has not been failing, even while the account is attacked', async () => {
    const account = unique()
    for (let index = 0; index < 40; index += 1) await recordSignInFailure(account, freshAddress(), 2_000_000)
    expect(await signInBlockedFor(account, freshAddress(), 2_000_001)).toBe(0)
  })

  it('gives each failing address fewer tries once many addresses fail on one account', async () => {
    const account = unique()
    for (let index = 0; index < SIGN_IN_LIMITS.accountUnderAttack; index += 1) await recordSignInFailure(account, freshAddress(), 3_000_000)
    const attacker = freshAddress()
    await recordSignInFailure(account, attacker, 3_000_000)
    expect(await signInBlockedFor(account, attacker, 3_000_000)).toBe(0)
    await recordSignInFailure(account, attacker, 3_000_000)
    expect(await signInBlockedFor(account, attacker, 3_000_000)).toBeGreaterThan(0)
  })

  it('refuses an address that fails on many accounts', async () => {
    const attacker = freshAddress()
    for (let index = 0; index < SIGN_IN_LIMITS.perAddress; index += 1) await recordSignInFailure(unique(), attacker, 4_000_000)
    expect(await signInBlockedFor(unique(), attacker, 4_000_000)).toBeGreaterThan(0)
  })

  it('forgets an address\'s failures on an account once it signs in', async () => {
    const account = unique()
    const address = freshAddress()
    for (let index = 0; index < 4; index += 1) await recordSignInFailure(account, address, 5_000_000)
    await recordSignInSuccess(account, address)
    await recordSignInFailure(account, address, 5_000_000)
    expect(await signInBlockedFor(account, address, 5_000_000)).toBe(0)
  })
})

describe('password reset requests', () => {
  it('allows 3 per account an hour, from anywhere', async () => {
    const account = unique()
    const results = await inTurn(4, () => consumeResetRequest(account, freshAddress(), 6_000_000))
    expect(results.map((wait) => wait === 0)).toEqual([true, true, true, false])
  })

  it('allows 5 per address an hour, whatever the accounts', async () => {
    const address = freshAddress()
    const results = await inTurn(6, () => consumeResetRequest(unique(), address, 7_000_000))
    expect(results.map((wait) => wait === 0)).toEqual([true, true, true, true, true, false])
  })
})
