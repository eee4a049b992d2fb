/**
 * Payload answers some malformed REST requests with a 500 before any of our
 * hooks run: an id that is not a number, `where=abc`, `limit=5&limit=6`,
 * `limit[a]=1`, a negative page, `data=` that is not JSON. These checks
 * answer them with a 400 or 404 before Payload sees them, so bad input never
 * looks like a server failure.
 *
 * Which collections have number ids and which names after /api/<collection>/
 * are endpoints rather than ids come from the Payload config, so a new
 * collection or endpoint is covered without a change here.
 */

/** The parts of Payload's sanitized config the guard reads. */
export type GuardedConfig = {
  collections: readonly ({ slug: string; endpoints: false | readonly { path: string }[]; versions?: unknown } & CollectionFields)[]
  db: { defaultIDType: 'number' | 'text' }
}
type CollectionFields = { flattenedFields: readonly { name?: string; type: string }[] }

/** A collection's ids are numbers unless it declares its own id field of another type (or the database uses text ids). */
export function hasNumberIds(collection: CollectionFields, defaultIDType: 'number' | 'text'): boolean {
  const idField = collection.flattenedFields.find((field) => field.name === 'id')
  return idField ? idField.type === 'number' : defaultIDType === 'number'
}

type CollectionRoutes = { numericIds: boolean; endpointNames: Set<string>; anyName: boolean; closed: boolean; versioned: boolean }

const MAX_ID = 2_147_483_647
const NUMBER_PARAMS = ['page', 'limit', 'depth'] as const

const problem = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

const preferencesAreNotDeleted = () =>
  Response.json({ errors: [{ message: 'Preferences are saved (POST), not deleted' }] }, { status: 405, headers: { Allow: 'GET, POST', 'Cache-Control': 'no-store' } })

const routesByConfig = new WeakMap<GuardedConfig, Map<string, CollectionRoutes>>()

/** For each collection: whether its ids are numbers, and the first path segments of its endpoints (custom and Payload's own). */
export function collectionRoutes(config: GuardedConfig): Map<string, CollectionRoutes> {
  const known = routesByConfig.get(config)
  if (known) return known
  const routes = new Map<string, CollectionRoutes>()
  for (const collection of config.collections) {
    const firstSegments = (collection.endpoints || []).map((endpoint) => endpoint.path.split('/').filter(Boolean)[0] ?? '')
    routes.set(collection.slug, {
      numericIds: hasNumberIds(collection, config.db.defaultIDType),
      endpointNames: new Set(firstSegments.filter((segment) => segment && !segment.startsWith(':'))),
      // An endpoint such as /:key takes any name in the place of an id.
      anyName: firstSegments.some((segment) => segment.startsWith(':') && segment !== ':id'),
      // Payload's own tables without REST (payload-migrations): Payload answered 501 naming the app's own address.
      closed: collection.endpoints === false,
      versioned: Boolean(collection.versions),
    })
  }
  routesByConfig.set(config, routes)
  return routes
}

function badQuery(params: URLSearchParams): string | undefined {
  // PostgreSQL refuses text holding a NUL character, wherever it ends up in a query.
  for (const [key, value] of params) if (`${key}${value}`.includes('\u0000')) return 'Query parameters cannot contain NUL characters (%00)'
  if (params.has('where')) return 'The where parameter must be written as where[field][operator]=value'
  for (const name of NUMBER_PARAMS) {
    const values = params.getAll(name)
    if ([...params.keys()].some((key) => key.startsWith(`${name}[`))) return `${name} must be a whole number`
    if (values.length > 1) return `${name} must be given once`
    const value = values[0]
    if (value !== undefined && !/^\d{1,6}$/.test(value)) return `${name} must be a whole number`
    if (name === 'page' && value === '0') return 'page starts at 1'
  }
  const data = params.get('data')
  if (data) {
    try {
      JSON.parse(data)
    } catch {
      return 'data must be JSON'
    }
  }
  return undefined
}

export function guardRestRequest(request: Request, config: GuardedConfig): Response | undefined {
  const url = new URL(request.url)
  const query = badQuery(url.searchParams)
  if (query) return problem(400, query)
  const [, api, slug, idOrName] = url.pathname.split('/')
  const routes = api === 'api' && slug ? collectionRoutes(config).get(slug) : undefined
  if (routes?.closed) return problem(404, 'Not Found')
  // Payload routes /versions on every collection and fails (500) where there are none to read.
  if (routes && idOrName === 'versions' && !routes.versioned) return problem(404, 'Not Found')
  // Payload's delete of a preference fails on PostgreSQL whatever the key (its query names a table it does
  // not join); nothing in the admin deletes one, it saves them: answered plainly instead of a 500.
  if (slug === 'payload-preferences' && idOrName && request.method === 'DELETE') return preferencesAreNotDeleted()
  if (!routes || !idOrName || !routes.numericIds || routes.anyName || routes.endpointNames.has(idOrName)) return undefined
  const id = Number(idOrName)
  if (!/^\d+$/.test(idOrName) || id < 1 || id > MAX_ID) return problem(404, 'Not Found')
  return undefined
}

/** GraphQL is off (graphQL.disable in payload.config.ts): no page or admin screen uses it. Its routes answer every request with this. */
export const graphqlClosed = () => problem(403, 'GraphQL is not available on this site')
