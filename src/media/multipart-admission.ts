import { getRequestLanguage, type Payload } from 'payload'
import { parseCookies } from 'payload/shared'
import { uploadRefusal } from './upload-refusals'
import { MAX_REQUEST_BYTES } from './upload-rules'

/**
 * Payload reads a multipart body whole (files included) before it asks who
 * sends it, so an anonymous 30 MB upload cost half a minute of the server's
 * time before its 403. These checks need only the headers, and answer before
 * the body is read: a body larger than any upload may be is a 413, and a
 * multipart write without a signed-in user is a 403.
 *
 * The admin's sign-in forms are the exception: Payload's admin sends every
 * form as multipart, before anyone is signed in. They carry a few fields, so
 * they may be anonymous while small.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH'])
const ANONYMOUS_FORM = /^\/api\/[^/]+\/(login|forgot-password|reset-password|first-register|unlock)\/?$/
/** Far more than an e-mail address and a password; far less than a file. */
export const MAX_ANONYMOUS_FORM_BYTES = 64 * 1024

const FORBIDDEN = 'You are not allowed to perform this action.'

// The body is left unread: scripts/serve.mjs closes the connection shortly after the answer is sent.
const problem = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

const isMultipartWrite = (request: Request) =>
  WRITE_METHODS.has(request.method) && /^multipart\//i.test(request.headers.get('content-type') ?? '')

/** The declared body size, or undefined when the body is sent in chunks of unannounced length. */
function declaredLength(request: Request): number | undefined {
  const value = request.headers.get('content-length')
  return value && /^\d+$/.test(value) ? Number(value) : undefined
}

/**
 * The administrator's interface language before Payload has read the request, as Payload
 * decides it: the admin's language cookie (`payload-lng`), else the browser's.
 */
const adminLanguage = (request: Request, payload: Payload): string =>
  getRequestLanguage({ config: payload.config, cookies: parseCookies(request.headers), headers: request.headers })

export async function admitMultipart(request: Request, payload: Payload): Promise<Response | undefined> {
  if (!isMultipartWrite(request)) return undefined
  const length = declaredLength(request)
  if (length !== undefined && length > MAX_REQUEST_BYTES) return problem(413, uploadRefusal({ i18n: { language: adminLanguage(request, payload) } }, 'tooLarge'))
  const anonymousForm = ANONYMOUS_FORM.test(new URL(request.url).pathname) && length !== undefined && length <= MAX_ANONYMOUS_FORM_BYTES
  if (anonymousForm) return undefined
  const { user } = await payload.auth({ headers: request.headers })
  return user ? undefined : problem(403, FORBIDDEN)
}
