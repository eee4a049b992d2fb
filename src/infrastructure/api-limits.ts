import { APIError, type CollectionBeforeOperationHook, type Config, type GlobalConfig, type PayloadRequest, type Plugin } from 'payload'
import { hasNumberIds } from './request-guard'
import { holdsNul, whereProblem } from './where-check'

/**
 * Bounds what one anonymous REST or GraphQL request may ask for, and refuses
 * malformed `where` queries from any outside caller with a 400.
 *
 * Without a bound, `limit` goes up to 999,999 and `depth` to 10: a few
 * visitors asking for every item code with its product and images slowed the
 * home page from milliseconds to tens of seconds. Administrators (any signed-in
 * user) keep Payload's own limits, and the site's own server-side reads
 * (Local API: pages, sitemap) are never touched.
 */
const ANONYMOUS_MAX_LIMIT = 100
const ANONYMOUS_MAX_DEPTH = 2

const apiLimitMessages = {
  limit: `limit must be at most ${ANONYMOUS_MAX_LIMIT}`,
  limitZero: `limit must be between 1 and ${ANONYMOUS_MAX_LIMIT} (limit=0 lists everything, which only administrators may ask for)`,
  pagination: `pagination=false lists everything, which only administrators may ask for; use limit (at most ${ANONYMOUS_MAX_LIMIT}) and page`,
  depth: `depth must be at most ${ANONYMOUS_MAX_DEPTH}`,
  page: 'page starts at 1',
  negativeLimit: 'limit must be a positive whole number',
  nul: 'Text cannot contain NUL characters (\\u0000)',
} as const

type ReadArgs = { limit?: unknown; depth?: unknown; pagination?: unknown; page?: unknown; where?: unknown }

const fromOutside = (req: PayloadRequest) => req.payloadAPI !== 'local'
/**
 * Relationships of a REST or GraphQL read are populated by further reads on
 * the same request (Payload's data loader: pagination=false, the ids found),
 * bounded by the outer read. Only those carry `currentDepth`: neither the REST
 * handlers nor the GraphQL resolvers pass it from a request.
 */
const isPopulatingRead = (args: object) => typeof Reflect.get(args, 'currentDepth') === 'number'
const readArgsOf = (args: object): ReadArgs => ({
  limit: Reflect.get(args, 'limit'),
  depth: Reflect.get(args, 'depth'),
  pagination: Reflect.get(args, 'pagination'),
  page: Reflect.get(args, 'page'),
  where: Reflect.get(args, 'where'),
})
const refuse = (message: string) => new APIError(message, 400, null, true)

/** Paging that no caller may ask for (GraphQL lets `page: -1` through to the database, which fails on PostgreSQL). */
function pagingProblem(args: ReadArgs): string | undefined {
  if (typeof args.page === 'number' && args.page < 1) return apiLimitMessages.page
  if (typeof args.limit === 'number' && args.limit < 0) return apiLimitMessages.negativeLimit
  return undefined
}

/** The first bound an anonymous read goes beyond, as the message to answer with. */
export function anonymousReadProblem(args: ReadArgs): string | undefined {
  if (args.pagination === false) return apiLimitMessages.pagination
  if (args.limit === 0) return apiLimitMessages.limitZero
  if (typeof args.limit === 'number' && args.limit > ANONYMOUS_MAX_LIMIT) return apiLimitMessages.limit
  if (typeof args.depth === 'number' && args.depth > ANONYMOUS_MAX_DEPTH) return apiLimitMessages.depth
  return undefined
}

const checkCollectionRequest: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (!fromOutside(req) || isPopulatingRead(args)) return args
  const readArgs = readArgsOf(args)
  const defaultIDType = req.payload.db.defaultIDType
  const problem = whereProblem(readArgs.where, {
    fields: collection.flattenedFields,
    numericIds: hasNumberIds(collection, defaultIDType),
    hasNumericIds: (slug) => {
      const target = req.payload.config.collections.find((candidate) => candidate.slug === slug)
      return Boolean(target && hasNumberIds(target, defaultIDType))
    },
  })
  if (problem) throw refuse(problem)
  if (holdsNul(Reflect.get(args, 'data'))) throw refuse(apiLimitMessages.nul)
  const paging = pagingProblem(readArgs)
  if (paging) throw refuse(paging)
  if (!req.user && (operation === 'read' || operation === 'count')) {
    const limit = anonymousReadProblem(readArgs)
    if (limit) throw refuse(limit)
  }
  return args
}

type GlobalBeforeOperation = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]

const checkGlobalRequest: GlobalBeforeOperation = ({ args, req }) => {
  if (!fromOutside(req) || req.user || !args) return args
  const problem = anonymousReadProblem(readArgsOf(args))
  if (problem) throw refuse(problem)
  return args
}

/** Adds the checks to every collection and global, including those added by other plugins before this one. */
export const apiLimitsPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [checkCollectionRequest, ...(collection.hooks?.beforeOperation ?? [])] },
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    hooks: { ...global.hooks, beforeOperation: [checkGlobalRequest, ...(global.hooks?.beforeOperation ?? [])] },
  })),
})
