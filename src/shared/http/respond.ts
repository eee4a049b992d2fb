import type { PayloadRequest } from 'payload'

/** A JSON answer that no browser or proxy keeps. */
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

/** The parsed JSON body, or undefined when there is none or it is not JSON. */
export async function readJson(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : undefined
  } catch {
    return undefined
  }
}
