import { type LimitStore, secondsLeft } from '../../platform/limits/limit-store'
import { networkBlock, visitorKey } from '../../shared/http/client-address'

/**
 * Who may try a password (or a reset token, or an unlock), instead of
 * Payload's per-account lock (which let any stranger lock the real
 * administrator out with five wrong guesses):
 * - an address that keeps failing is refused, whatever account it tries;
 * - an address that keeps failing on one account is refused for that account;
 * - an account that many addresses fail on (a spread-out guessing attack)
 *   gives each failing address fewer tries, and past a ceiling two, a minute
 *   apart: an address that has just failed on it waits a minute (the owner
 *   who mistyped once during an attack signs in after it, issue 50.19), one
 *   that has failed twice is refused for the window.
 * An address that has not been failing is never refused, so the
 * administrator signs in with the right password while an attack goes on.
 * The counts live in the counters every node shares, so a guesser gains nothing
 * by reaching several nodes.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
export const SIGN_IN_LIMITS = {
  perAddress: 10,
  perAccountAndAddress: 5,
  accountUnderAttack: 20,
  perAccountAndAddressUnderAttack: 2,
  /** Failures on one account from all addresses together, past which every address that has failed on it is refused. */
  accountCeiling: 30,
} as const
/** What a refused address is told past the ceiling: come back in a minute (it is refused again while the attack lasts). */
export const SLOWED_RETRY_SECONDS = 60

const byAddress = (visitor: string) => `sign-in:address:${visitor}`
const byAccountAndAddress = (account: string, address: string) => `sign-in:pair:${account}\n${visitorKey(address)}`
const byAccount = (account: string) => `sign-in:account:${account}`
/** This address's last failure on the account, kept for the short wait past the ceiling. */
const recentPair = (account: string, address: string) => `sign-in:recent:${account}\n${visitorKey(address)}`
const SLOWED_RETRY_MS = SLOWED_RETRY_SECONDS * 1000

/** Seconds to wait when this address may not try this account now; 0 when it may. */
export async function signInBlockedFor(store: LimitStore, account: string, address: string, now = Date.now()): Promise<number> {
  const [fromAddress, onAccount, pair, recent] = await Promise.all([
    store.peek(byAddress(visitorKey(address)), SIGN_IN_WINDOW_MS, now),
    store.peek(byAccount(account), SIGN_IN_WINDOW_MS, now),
    store.peek(byAccountAndAddress(account, address), SIGN_IN_WINDOW_MS, now),
    store.peek(recentPair(account, address), SLOWED_RETRY_MS, now),
  ])
  if (fromAddress.count >= SIGN_IN_LIMITS.perAddress) return secondsLeft(fromAddress)
  if (onAccount.count > SIGN_IN_LIMITS.accountCeiling) {
    if (pair.count >= SIGN_IN_LIMITS.perAccountAndAddressUnderAttack) return secondsLeft(pair)
    return recent.count > 0 ? secondsLeft(recent) : 0
  }
  const underAttack = onAccount.count >= SIGN_IN_LIMITS.accountUnderAttack
  const allowed = underAttack ? SIGN_IN_LIMITS.perAccountAndAddressUnderAttack : SIGN_IN_LIMITS.perAccountAndAddress
  return pair.count >= allowed ? secondsLeft(pair) : 0
}

/**
 * The owner's notice (FailedSignInsNotice on the dashboard) counts failures
 * per account over an hour, and how many addresses they came from: an
 * address counts once, at its first failure on the account in the hour.
 */
export const SIGN_IN_REPORT_WINDOW_MS = 60 * 60 * 1000
const reportFailures = (account: string) => `sign-in:report:failures:${account}`
const reportAddresses = (account: string) => `sign-in:report:addresses:${account}`
const reportPair = (account: string, address: string) => `sign-in:report:pair:${account}\n${visitorKey(address)}`

export async function recordSignInFailure(store: LimitStore, account: string, address: string, now = Date.now()): Promise<void> {
  const [, , , , , pairInHour] = await Promise.all([
    store.hit(byAddress(visitorKey(address)), SIGN_IN_WINDOW_MS, now),
    store.hit(recentPair(account, address), SLOWED_RETRY_MS, now),
    store.hit(byAccountAndAddress(account, address), SIGN_IN_WINDOW_MS, now),
    store.hit(byAccount(account), SIGN_IN_WINDOW_MS, now),
    store.hit(reportFailures(account), SIGN_IN_REPORT_WINDOW_MS, now),
    store.hit(reportPair(account, address), SIGN_IN_REPORT_WINDOW_MS, now),
  ])
  if (pairInHour.count === 1) await store.hit(reportAddresses(account), SIGN_IN_REPORT_WINDOW_MS, now)
}

/** A right password ends this address's run of failures on the account. */
export async function recordSignInSuccess(store: LimitStore, account: string, address: string): Promise<void> {
  await Promise.all([store.clear(byAccountAndAddress(account, address), SIGN_IN_WINDOW_MS), store.clear(recentPair(account, address), SLOWED_RETRY_MS)])
}

export type FailedSignIns = { account: string; failures: number; addresses: number }

/** The account's failures in about the last hour when they are over the ceiling (the owner should know), else undefined. */
export async function manyFailedSignIns(store: LimitStore, account: string, now = Date.now()): Promise<FailedSignIns | undefined> {
  const [failures, addresses] = await Promise.all([store.peek(reportFailures(account), SIGN_IN_REPORT_WINDOW_MS, now), store.peek(reportAddresses(account), SIGN_IN_REPORT_WINDOW_MS, now)])
  return failures.count > SIGN_IN_LIMITS.accountCeiling ? { account, failures: failures.count, addresses: addresses.count } : undefined
}

/**
 * Password-reset e-mails: a few per address and per network an hour, so the
 * form cannot flood an inbox, and a few per typed e-mail address an hour, so
 * many networks together cannot either. A stranger's requests may use up an
 * account's mails, but take nothing from its owner: every mail carries the same
 * link until it is used or expires (src/users/reset), so the owner's inbox holds
 * a working one, and the owner who asks again is told so (issue 50.16).
 * Payload's own minimum interval between two mails is off (auth.forgotPassword):
 * it answered "Success" and sent nothing.
 */
const RESET_WINDOW_MS = 60 * 60 * 1000
export const RESET_LIMITS = { perAddress: 5, perNetwork: 20, perAccount: 5 } as const

/** Why a reset request was refused: the asker's address or network asked too often, or the typed e-mail address was sent too many. */
export type ResetRefusal = { why: 'asker' | 'account'; seconds: number }

/**
 * Counts a reset request; returns why and how long to wait when it is over a limit, undefined when it may go ahead.
 * Counted first and checked after, so two nodes taking requests at once cannot both let the last one through.
 * The typed address is counted whether or not it has an account, so the answer tells nobody which do.
 */
export async function consumeResetRequest(store: LimitStore, address: string, account: string, now = Date.now()): Promise<ResetRefusal | undefined> {
  const fromAddress = await store.hit(`reset:address:${visitorKey(address)}`, RESET_WINDOW_MS, now)
  if (fromAddress.count > RESET_LIMITS.perAddress) return { why: 'asker', seconds: secondsLeft(fromAddress) }
  const fromNetwork = await store.hit(`reset:network:${networkBlock(address)}`, RESET_WINDOW_MS, now)
  if (fromNetwork.count > RESET_LIMITS.perNetwork) return { why: 'asker', seconds: secondsLeft(fromNetwork) }
  const toAccount = await store.hit(`reset:account:${account}`, RESET_WINDOW_MS, now)
  if (toAccount.count > RESET_LIMITS.perAccount) return { why: 'account', seconds: secondsLeft(toAccount) }
  return undefined
}
