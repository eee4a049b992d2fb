import { addDataAndFileToRequest, APIError, AuthenticationError, type Endpoint, headersWithCors, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { sharedStore } from '../../infrastructure/shared-store/shared-store'
import { clientAddress } from '../../shared/http/client-address'
import { hashLikeAPasswordCheck } from './equal-timing'
import { signInMessages } from './messages'
import { recordSignInFailure, recordSignInSuccess, signInBlockedFor } from './throttle'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const accountKey = (email: string) => email.trim().toLowerCase()

async function accountExists(req: PayloadRequest, email: string): Promise<boolean> {
  if (!email) return false
  const found = await req.payload.count({ collection: 'users', where: { email: { equals: email } }, req, overrideAccess: true })
  return found.totalDocs > 0
}

/**
 * POST /api/users/login, in place of Payload's own handler (a collection's
 * own endpoints are matched before Payload's): the same request and answer
 * (the admin's sign-in form uses it unchanged), with the throttle of
 * ./throttle.ts and the same timing for unknown and known accounts.
 */
export const throttledLoginEndpoint: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const email = text(req.data?.email)
    const password = text(req.data?.password)
    const account = accountKey(email)
    const address = clientAddress(req.headers)
    const store = sharedStore(req.payload)
    if ((await signInBlockedFor(store, account, address)) > 0) throw new APIError(signInMessages(req).tooManySignIns, 429, undefined, true)
    try {
      const depth = Number(req.searchParams.get('depth'))
      const result = await req.payload.login({
        collection: 'users',
        data: { email, password },
        depth: Number.isInteger(depth) && depth >= 0 && depth <= 2 ? depth : undefined,
        req,
      })
      await recordSignInSuccess(store, account, address)
      const cookie = generatePayloadCookie({
        collectionAuthConfig: req.payload.collections.users.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: result.token ?? '',
      })
      return Response.json(
        { message: req.t('authentication:passed'), ...result },
        { status: 200, headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie, 'Cache-Control': 'no-store' }), req }) },
      )
    } catch (error) {
      // Asked only now, once Payload has validated the e-mail; a known account's failure did the same lookup and a hash.
      if (error instanceof AuthenticationError) {
        if (!(await accountExists(req, account))) await hashLikeAPasswordCheck(password)
        await recordSignInFailure(store, account, address)
      }
      throw error
    }
  },
}
