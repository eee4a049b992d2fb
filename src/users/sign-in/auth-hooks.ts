import { APIError, type AfterErrorHook, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { sharedCounters } from '../../platform/limits/counters'
import { clientAddress } from '../../shared/http/client-address'
import { hashLikeAPasswordCheck } from './equal-timing'
import { resetLinkAlreadySent, signInMessages } from './messages'
import { consumeResetRequest, recordSignInFailure, recordSignInSuccess, signInBlockedFor } from './throttle'

/**
 * The sign-in throttle (./throttle.ts) on Payload's own auth operations, so
 * that every way in (the admin's form and REST, GraphQL) shares one set of
 * counts: Payload runs the Users collection's beforeOperation hooks for
 * `login`, `forgotPassword`, `resetPassword` and `unlock` (its
 * HookOperationType lists no `unlock`, though the operation passes it).
 * A wrong password, reset token or unlock counts as a failure of the address;
 * a reset request counts in the reset limits. Local API calls are the
 * server's own and are not throttled.
 */
const THROTTLED = new Set(['login', 'forgotPassword', 'resetPassword', 'unlock'])
/** What a reset token is counted against: it names no account. */
const RESET_TOKEN_ACCOUNT = '#reset-token'
/** Where the hook leaves the attempt for the error hooks: req.context lives for the one request. */
const ATTEMPT = 'kinsenAuthAttempt'

type Attempt = { account: string; address: string; recorded: boolean }

const accountOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

function refuse(req: PayloadRequest, message: string, seconds: number): never {
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(seconds))
  throw new APIError(message, 429, undefined, true)
}

async function accountExists(req: PayloadRequest, account: string): Promise<boolean> {
  const found = await req.payload.count({ collection: 'users', where: { email: { equals: account } }, req, overrideAccess: true })
  return found.totalDocs > 0
}

export const throttleAuthOperations: CollectionBeforeOperationHook = async ({ args, operation: hookOperation, req }) => {
  const operation: string = hookOperation
  if (!THROTTLED.has(operation)) return
  const data = (args as { data?: unknown }).data
  const account = operation === 'resetPassword' ? RESET_TOKEN_ACCOUNT : accountOf(data)
  if (req.payloadAPI !== 'local') {
    // One auth operation a request: a GraphQL request could otherwise carry many guesses past one check.
    if (req.context[ATTEMPT]) refuse(req, signInMessages(req).tooManySignIns, 1)
    const address = clientAddress(req.headers)
    const store = sharedCounters(req.payload)
    const wait = await signInBlockedFor(store, account, address)
    if (wait > 0) refuse(req, signInMessages(req).tooManySignIns, wait)
    if (operation === 'forgotPassword') {
      const refused = await consumeResetRequest(store, address, account)
      if (refused?.why === 'asker') refuse(req, signInMessages(req).tooManyResets, refused.seconds)
      if (refused?.why === 'account') refuse(req, resetLinkAlreadySent(req, refused.seconds), refused.seconds)
    }
    req.context[ATTEMPT] = { account, address, recorded: false } satisfies Attempt
  }
  // Payload 3.90 answers an unknown e-mail before hashing anything (./equal-timing.ts): the same work here.
  if (operation === 'login' && account && !(await accountExists(req, account))) {
    const password = (data as { password?: unknown } | undefined)?.password
    await hashLikeAPasswordCheck(typeof password === 'string' ? password : '')
  }
}

/** The status of an auth operation's error, in REST (the error itself) and GraphQL (wrapped). */
const statusOf = (error: Error) => {
  const original = (error as { originalError?: unknown }).originalError ?? error
  return (original as { status?: unknown }).status
}

/**
 * A refused credential (401 wrong password, 403 bad reset token or refused
 * unlock) counts against the address, once per attempt. A Users collection
 * hook: GraphQL, whose errors reach only the config's hooks, is off.
 */
export const recordAuthFailure: AfterErrorHook = async ({ error, req }) => {
  const attempt = req.context?.[ATTEMPT] as Attempt | undefined
  if (!attempt || attempt.recorded) return
  const status = statusOf(error)
  if (status !== 401 && status !== 403) return
  attempt.recorded = true
  await recordSignInFailure(sharedCounters(req.payload), attempt.account, attempt.address)
}

/** A right password (or a reset that signs in) ends this address's run of failures on the account. */
export const recordAuthSuccess: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = req.context?.[ATTEMPT] as Attempt | undefined
  const account = accountOf(user)
  if (attempt && account) await recordSignInSuccess(sharedCounters(req.payload), account, attempt.address)
}
