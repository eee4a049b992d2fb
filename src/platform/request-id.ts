import type { AfterErrorHook } from 'payload'

/** Set on every request by the production server (scripts/lib/request-log.mjs) and sent back as X-Request-Id. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * Root afterError hook, last: Payload's REST error answers carry the request's id
 * in their JSON too ({ errors, requestId }), so a buyer's or an administrator's
 * report can be matched with the server's log line. (GraphQL and the project's own
 * endpoints' refusals have it in the X-Request-Id header only.)
 */
export const addRequestIdToErrors: AfterErrorHook = ({ graphqlResult, req, result }) => {
  const requestId = req.headers?.get(REQUEST_ID_HEADER)
  if (graphqlResult || !requestId || typeof result !== 'object' || result === null) return
  return { response: { ...result, requestId } }
}
