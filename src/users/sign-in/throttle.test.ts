import { describe, expect, it } from 'vitest'
import { MemoryLimitStore } from '../../../tests/helpers/memory-limit-store'
import * as throttle from './throttle'
import { RESET_LIMITS, SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS, SLOWED_RETRY_SECONDS } from './throttle'

// The throttle's own logic, counted in memory with the test's clock; the shared stores have their own tests.
const store = new MemoryLimitStore()
const signInBlockedFor = (account: string, address: string, now: number) => throttle.signInBlockedFor(store, account, address, now)
const recordSignInFailure = (account: string, address: string, now: number) => throttle.recordSignInFailure(store, account, address, now)
const recordSignInSuccess = (account: string, address: string) => throttle.recordSignInSuccess(store, account, address)
/** Seconds to wait (0: may go ahead), each request for an address of its own unless one is given. */
const consumeResetRequest = async (address: string, now: number, account = unique()) => (await throttle.consumeResetRequest(store, address, account, now))?.seconds ?? 0
async function inTurn<T>(count: number, request: () => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let index = 0; index < count; index += 1) results.push(await request())
  return results
}

const unique = () => `${Math.random().toString(36).slice(2)}@example.com`
let network = 0
const freshAddress = () => {
  network += 1
  return `198.18.${network % 250}.${1 + Math.floor(network / 250)}`
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

describe('the ceiling per account', () => {
  it('past the ceiling, an address that has failed on the account is refused with a short wait, and a fresh one still tries', async () => {
    const account = unique()
    const start = 8_000_000
    const attackers = Array.from({ length: SIGN_IN_LIMITS.accountCeiling + 1 }, freshAddress)
    for (const attacker of attackers) await recordSignInFailure(account, attacker, start)
    expect(await signInBlockedFor(account, attackers[0]!, start + 1000)).toBe(SLOWED_RETRY_SECONDS - 1)
    expect(await signInBlockedFor(account, freshAddress(), start + 1000)).toBe(0)
    expect(await signInBlockedFor(unique(), attackers[0]!, start + 1000)).toBe(0)
  })

  it('lets an address that failed once during the attack try again a minute later, and refuses one that failed twice for the window (issue 50.19)', async () => {
    const account = unique()
    const start = 9_000_000
    const owner = freshAddress()
    for (const attacker of Array.from({ length: SIGN_IN_LIMITS.accountCeiling + 1 }, freshAddress)) await recordSignInFailure(account, attacker, start)
    await recordSignInFailure(account, owner, start + 1000)
    expect(await signInBlockedFor(account, owner, start + 2000)).toBe(SLOWED_RETRY_SECONDS - 1)
    expect(await signInBlockedFor(account, owner, start + 1000 + SLOWED_RETRY_SECONDS * 1000)).toBe(0)
    await recordSignInFailure(account, owner, start + 1000 + SLOWED_RETRY_SECONDS * 1000)
    expect(await signInBlockedFor(account, owner, start + 1000 + 2 * SLOWED_RETRY_SECONDS * 1000 + 1)).toBeGreaterThan(SLOWED_RETRY_SECONDS)
  })

  it('reports the account to the owner with its failures and addresses of the hour, only past the ceiling', async () => {
    const account = unique()
    const start = 9_000_000
    const attackers = Array.from({ length: 16 }, freshAddress)
    for (const attacker of attackers) await recordSignInFailure(account, attacker, start)
    for (const attacker of attackers) await recordSignInFailure(account, attacker, start + SIGN_IN_WINDOW_MS + 1)
    expect(await throttle.manyFailedSignIns(store, account, start + SIGN_IN_WINDOW_MS + 2)).toEqual({ account, failures: 32, addresses: 16 })
    expect(await throttle.manyFailedSignIns(store, account, start + throttle.SIGN_IN_REPORT_WINDOW_MS)).toBeUndefined()
    const quiet = unique()
    await recordSignInFailure(quiet, freshAddress(), start)
    expect(await throttle.manyFailedSignIns(store, quiet, start)).toBeUndefined()
  })
})

describe('password reset requests', () => {
  it('a stranger\'s requests from one address leave another network\'s untouched', async () => {
    const stranger = '198.51.100.7'
    const theirs = await inTurn(RESET_LIMITS.perAddress + 3, () => consumeResetRequest(stranger, 10_000_000))
    expect(theirs.at(-1)).toBeGreaterThan(0)
    expect(await consumeResetRequest('203.0.113.9', 10_000_000)).toBe(0)
  })

  it('mails one typed address 5 times an hour from all networks together, and says why when it stops', async () => {
    const account = unique()
    const results = []
    for (let index = 0; index < RESET_LIMITS.perAccount + 2; index += 1) results.push(await throttle.consumeResetRequest(store, freshAddress(), account, 13_000_000))
    expect(results.map((refusal) => refusal?.why)).toEqual([...Array<undefined>(RESET_LIMITS.perAccount).fill(undefined), 'account', 'account'])
    expect(results.at(-1)?.seconds).toBe(3600)
    // An address refused for its own requests does not use up the typed address's mails.
    const refusedAsker = '198.51.100.7'
    const other = unique()
    expect((await throttle.consumeResetRequest(store, refusedAsker, other, 10_000_001))?.why).toBe('asker')
    for (let index = 0; index < RESET_LIMITS.perAccount; index += 1) expect(await throttle.consumeResetRequest(store, freshAddress(), other, 10_000_002)).toBeUndefined()
  })

  it('allows 5 per address an hour', async () => {
    const address = freshAddress()
    const results = await inTurn(6, () => consumeResetRequest(address, 7_000_000))
    expect(results.map((wait) => wait === 0)).toEqual([true, true, true, true, true, false])
  })

  it('allows 20 per network (IPv4 /24, IPv6 /48) an hour, whatever its addresses', async () => {
    let v4host = 0
    const v4 = await inTurn(RESET_LIMITS.perNetwork + 1, async () => {
      v4host += 1
      return consumeResetRequest(`192.0.2.${v4host}`, 11_000_000)
    })
    expect(v4.map((wait) => wait === 0)).toEqual([...Array<boolean>(RESET_LIMITS.perNetwork).fill(true), false])
    expect(await consumeResetRequest('192.0.3.1', 11_000_000)).toBe(0)
    let host = 0
    const v6 = await inTurn(RESET_LIMITS.perNetwork + 1, async () => {
      host += 1
      return consumeResetRequest(`2001:db8:1:${host.toString(16)}::1`, 12_000_000)
    })
    expect(v6.map((wait) => wait === 0)).toEqual([...Array<boolean>(RESET_LIMITS.perNetwork).fill(true), false])
    expect(await consumeResetRequest('2001:db8:2::1', 12_000_000)).toBe(0)
  })
})
