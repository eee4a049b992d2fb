import { visitorKey } from '../../shared/http/client-address'
import { WindowCounter } from '../../shared/http/window-counter'

/**
 * Who may try a password, instead of Payload's per-account lock (which let
 * any stranger lock the real administrator out with five wrong guesses):
 * - an address that keeps failing is refused, whatever account it tries;
 * - an address that keeps failing on one account is refused for that account;
 * - an account that many addresses fail on (a spread-out guessing attack)
 *   gives each failing address fewer tries.
 * An address that has not been failing is never refused, so the
 * administrator signs in with the right password while an attack goes on.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
export const SIGN_IN_LIMITS = {
  perAddress: 10,
  perAccountAndAddress: 5,
  accountUnderAttack: 20,
  perAccountAndAddressUnderAttack: 2,
} as const

const byAddress = new WindowCounter(SIGN_IN_WINDOW_MS)
const byAccountAndAddress = new WindowCounter(SIGN_IN_WINDOW_MS)
const byAccount = new WindowCounter(SIGN_IN_WINDOW_MS)

const pair = (account: string, address: string) => `${account}\n${visitorKey(address)}`

/** Seconds to wait when this address may not try this account now; 0 when it may. */
export function signInBlockedFor(account: string, address: string, now = Date.now()): number {
  const visitor = visitorKey(address)
  if (byAddress.count(visitor, now) >= SIGN_IN_LIMITS.perAddress) return byAddress.secondsLeft(visitor, now)
  const underAttack = byAccount.count(account, now) >= SIGN_IN_LIMITS.accountUnderAttack
  const allowed = underAttack ? SIGN_IN_LIMITS.perAccountAndAddressUnderAttack : SIGN_IN_LIMITS.perAccountAndAddress
  const key = pair(account, address)
  return byAccountAndAddress.count(key, now) >= allowed ? byAccountAndAddress.secondsLeft(key, now) : 0
}

export function recordSignInFailure(account: string, address: string, now = Date.now()): void {
  byAddress.add(visitorKey(address), now)
  byAccountAndAddress.add(pair(account, address), now)
  byAccount.add(account, now)
}

/** A right password ends this address's run of failures on the account. */
export function recordSignInSuccess(account: string, address: string): void {
  byAccountAndAddress.clear(pair(account, address))
}

/** Password-reset e-mails: a few per address and per account an hour, so the form cannot flood an inbox. */
const RESET_WINDOW_MS = 60 * 60 * 1000
const RESET_LIMITS = { perAddress: 5, perAccount: 3 } as const
const resetsByAddress = new WindowCounter(RESET_WINDOW_MS)
const resetsByAccount = new WindowCounter(RESET_WINDOW_MS)

/** Counts a reset request; returns the seconds to wait when it is over a limit, 0 when it may go ahead. */
export function consumeResetRequest(account: string, address: string, now = Date.now()): number {
  const visitor = visitorKey(address)
  if (resetsByAddress.count(visitor, now) >= RESET_LIMITS.perAddress) return resetsByAddress.secondsLeft(visitor, now)
  if (resetsByAccount.count(account, now) >= RESET_LIMITS.perAccount) return resetsByAccount.secondsLeft(account, now)
  resetsByAddress.add(visitor, now)
  resetsByAccount.add(account, now)
  return 0
}
