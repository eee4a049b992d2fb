import { type LimitStore, secondsLeft } from '../../infrastructure/shared-store/limit-store'
import { visitorKey } from '../../shared/http/client-address'

/**
 * Who may try a password, instead of Payload's per-account lock (which let
 * any stranger lock the real administrator out with five wrong guesses):
 * - an address that keeps failing is refused, whatever account it tries;
 * - an address that keeps failing on one account is refused for that account;
 * - an account that many addresses fail on (a spread-out guessing attack)
 *   gives each failing address fewer tries.
 * An address that has not been failing is never refused, so the
 * administrator signs in with the right password while an attack goes on.
 * The counts live in the store every node shares, so a guesser gains nothing
 * by reaching several nodes.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
export const SIGN_IN_LIMITS = {
  perAddress: 10,
  perAccountAndAddress: 5,
  accountUnderAttack: 20,
  perAccountAndAddressUnderAttack: 2,
} as const

const byAddress = (visitor: string) => `sign-in:address:${visitor}`
const byAccountAndAddress = (account: string, address: string) => `sign-in:pair:${account}\n${visitorKey(address)}`
const byAccount = (account: string) => `sign-in:account:${account}`

/** Seconds to wait when this address may not try this account now; 0 when it may. */
export async function signInBlockedFor(store: LimitStore, account: string, address: string, now = Date.now()): Promise<number> {
  const [fromAddress, onAccount, pair] = await Promise.all([
    store.peek(byAddress(visitorKey(address)), now),
    store.peek(byAccount(account), now),
    store.peek(byAccountAndAddress(account, address), now),
  ])
  if (fromAddress.count >= SIGN_IN_LIMITS.perAddress) return secondsLeft(fromAddress)
  const underAttack = onAccount.count >= SIGN_IN_LIMITS.accountUnderAttack
  const allowed = underAttack ? SIGN_IN_LIMITS.perAccountAndAddressUnderAttack : SIGN_IN_LIMITS.perAccountAndAddress
  return pair.count >= allowed ? secondsLeft(pair) : 0
}

export async function recordSignInFailure(store: LimitStore, account: string, address: string, now = Date.now()): Promise<void> {
  await Promise.all([
    store.hit(byAddress(visitorKey(address)), SIGN_IN_WINDOW_MS, now),
    store.hit(byAccountAndAddress(account, address), SIGN_IN_WINDOW_MS, now),
    store.hit(byAccount(account), SIGN_IN_WINDOW_MS, now),
  ])
}

/** A right password ends this address's run of failures on the account. */
export async function recordSignInSuccess(store: LimitStore, account: string, address: string): Promise<void> {
  await store.clear(byAccountAndAddress(account, address))
}

/** Password-reset e-mails: a few per address and per account an hour, so the form cannot flood an inbox. */
const RESET_WINDOW_MS = 60 * 60 * 1000
const RESET_LIMITS = { perAddress: 5, perAccount: 3 } as const

/**
 * Counts a reset request; returns the seconds to wait when it is over a limit, 0 when it may go ahead.
 * Counted first and checked after, so two nodes taking requests at once cannot both let the last one through.
 */
export async function consumeResetRequest(store: LimitStore, account: string, address: string, now = Date.now()): Promise<number> {
  const fromAddress = await store.hit(`reset:address:${visitorKey(address)}`, RESET_WINDOW_MS, now)
  if (fromAddress.count > RESET_LIMITS.perAddress) return secondsLeft(fromAddress)
  const forAccount = await store.hit(`reset:account:${account}`, RESET_WINDOW_MS, now)
  if (forAccount.count > RESET_LIMITS.perAccount) return secondsLeft(forAccount)
  return 0
}
