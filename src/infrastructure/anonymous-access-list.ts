import type { Payload } from 'payload'

/**
 * GET /api/access tells the admin what the signed-in person may do. Payload answers a visitor too, with
 * the fields of every collection a visitor may read (the staff accounts' among them): the site's schema,
 * told to anyone (issue 50.19). A visitor is told only that they may do nothing; the admin asks again
 * once someone signs in.
 */
export async function answerAnonymousAccessList(request: Request, payload: Payload): Promise<Response | undefined> {
  if (request.method !== 'GET' || new URL(request.url).pathname !== '/api/access') return undefined
  const { user } = await payload.auth({ headers: request.headers })
  if (user) return undefined
  return Response.json({ canAccessAdmin: false, collections: {}, globals: {} }, { headers: { 'Cache-Control': 'no-store' } })
}
