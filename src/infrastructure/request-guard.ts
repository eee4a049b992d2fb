/**
 * Payload answers some malformed requests with a 500 (an id that is not a
 * number, `where=abc`, a negative page, an impossible date, GraphQL that is
 * not JSON). These checks answer them with a 400 or 404 before Payload sees
 * them, so bad input never looks like a server failure.
 */
const NUMERIC_ID_COLLECTIONS = new Set([
  'products',
  'categories',
  'item-codes',
  'gallery-categories',
  'gallery-items',
  'news-items',
  'newsletter-subscribers',
  'contact-messages',
  'media',
  'users',
])
/** Collection-level endpoints that share the /api/<collection>/<name> shape with a document id. */
const NAMED_ENDPOINTS = new Set([
  'count', 'init', 'me', 'login', 'logout', 'refresh-token', 'unlock', 'forgot-password', 'reset-password',
  'first-register', 'verify', 'access', 'versions', 'file', 'paste-url', 'subscribe', 'submit', 'reorder', 'export', 'import', 'likes',
])
const DATE_FIELDS = /\[(createdAt|updatedAt|publishedAt|deliveredAt)\]/
const MAX_ID = 2_147_483_647

const problem = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

function badQuery(params: URLSearchParams): string | undefined {
  if (params.has('where')) return 'The where parameter must be written as where[field][operator]=value'
  for (const name of ['page', 'limit']) {
    const value = params.get(name)
    if (value !== null && !/^\d{1,6}$/.test(value)) return `${name} must be a whole number`
    if (name === 'page' && value === '0') return 'page starts at 1'
  }
  for (const [key, value] of params) {
    if (DATE_FIELDS.test(key) && !/\[(exists|equals_null)\]$/.test(key) && Number.isNaN(Date.parse(value))) return `${value} is not a date`
  }
  return undefined
}

export function guardRestRequest(request: Request): Response | undefined {
  const url = new URL(request.url)
  const query = badQuery(url.searchParams)
  if (query) return problem(400, query)
  const [, api, collection, idOrName] = url.pathname.split('/')
  if (api !== 'api' || !collection || !idOrName || !NUMERIC_ID_COLLECTIONS.has(collection) || NAMED_ENDPOINTS.has(idOrName)) {
    return undefined
  }
  const id = Number(idOrName)
  if (!/^\d+$/.test(idOrName) || id < 1 || id > MAX_ID) return problem(404, 'Not Found')
  return undefined
}

/** A GraphQL request must carry a JSON body; the body is read once and handed on. */
export async function guardGraphqlRequest(request: Request): Promise<Request | Response> {
  const text = await request.text()
  try {
    JSON.parse(text)
  } catch {
    return problem(400, 'The GraphQL request body must be JSON')
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: text })
}
