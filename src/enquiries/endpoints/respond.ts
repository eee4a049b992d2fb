import type { PayloadRequest } from 'payload'
import { env } from '../../config/env.server'
import { clientAddress, consume, type RateLimit, SUBMISSION_CEILING, SUBMISSION_LIMIT } from '../rate-limit'

export const json = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** Field errors keyed by field name, with the schema's messages. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}

export async function readJson(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : undefined
  } catch {
    return undefined
  }
}

/** Applies the per-address limit of a public write (and a ceiling for all addresses); returns a 429 response when exceeded. */
export function limitSubmissions(
  req: PayloadRequest,
  action: string,
  message: string,
  limits: { perClient: RateLimit; overall: RateLimit } = { perClient: SUBMISSION_LIMIT, overall: SUBMISSION_CEILING },
): Response | undefined {
  if (!env().publicWriteLimits) return undefined
  const perClient = consume(`${action}:${clientAddress(req.headers)}`, limits.perClient)
  const overall = consume(`${action}:*`, limits.overall)
  if (perClient.allowed && overall.allowed) return undefined
  const retryAfter = Math.max(perClient.allowed ? 0 : perClient.retryAfterSeconds, overall.allowed ? 0 : overall.retryAfterSeconds)
  return json(429, { error: message }, { 'Retry-After': String(retryAfter) })
}
