import { describe, expect, it } from 'vitest'
import { consumeResetRequest, recordSignInFailure, recordSignInSuccess, SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS, signInBlockedFor } from './throttle'

const unique = () => `${Math.random().toString(36).slice(2)}@example.com`
let network = 0
const freshAddress = () => {
  network += 1
  return `198.18.${network}.1`
}

describe('sign-in throttle', () => {
  it('refuses an address after 5 failures on one account, for the rest of the window only', () => {
    const account = unique()
    const attacker = freshAddress()
    const start = 1_000_000
    for (let index = 0; index < SIGN_IN_LIMITS.perAccountAndAddress; index += 1) {
      expect(signInBlockedFor(account, attacker, start)).toBe(0)
      recordSignInFailure(account, attacker, start)
    }
    expect(signInBlockedFor(account, attacker, start + 1000)).toBe(899)
    expect(signInBlockedFor(account, attacker, start + SIGN_IN_WINDOW_MS)).toBe(0)
  })

  it('never refuses an address that has not been failing, even while the account is attacked', () => {
    const account = unique()
    for (let index = 0; index < 40; index += 1) recordSignInFailure(account, freshAddress(), 2_000_000)
    expect(signInBlockedFor(account, freshAddress(), 2_000_001)).toBe(0)
  })

  it('gives each failing address fewer tries once many addresses fail on one account', () => {
    const account = unique()
    for (let index = 0; index < SIGN_IN_LIMITS.accountUnderAttack; index += 1) recordSignInFailure(account, freshAddress(), 3_000_000)
    const attacker = freshAddress()
    recordSignInFailure(account, attacker, 3_000_000)
    expect(signInBlockedFor(account, attacker, 3_000_000)).toBe(0)
    recordSignInFailure(account, attacker, 3_000_000)
    expect(signInBlockedFor(account, attacker, 3_000_000)).toBeGreaterThan(0)
  })

  it('refuses an address that fails on many accounts', () => {
    const attacker = freshAddress()
    for (let index = 0; index < SIGN_IN_LIMITS.perAddress; index += 1) recordSignInFailure(unique(), attacker, 4_000_000)
    expect(signInBlockedFor(unique(), attacker, 4_000_000)).toBeGreaterThan(0)
  })

  it('forgets an address\'s failures on an account once it signs in', () => {
    const account = unique()
    const address = freshAddress()
    for (let index = 0; index < 4; index += 1) recordSignInFailure(account, address, 5_000_000)
    recordSignInSuccess(account, address)
    recordSignInFailure(account, address, 5_000_000)
    expect(signInBlockedFor(account, address, 5_000_000)).toBe(0)
  })
})

describe('password reset requests', () => {
  it('allows 3 per account an hour, from anywhere', () => {
    const account = unique()
    const results = Array.from({ length: 4 }, () => consumeResetRequest(account, freshAddress(), 6_000_000))
    expect(results.map((wait) => wait === 0)).toEqual([true, true, true, false])
  })

  it('allows 5 per address an hour, whatever the accounts', () => {
    const address = freshAddress()
    const results = Array.from({ length: 6 }, () => consumeResetRequest(unique(), address, 7_000_000))
    expect(results.map((wait) => wait === 0)).toEqual([true, true, true, true, true, false])
  })
})
