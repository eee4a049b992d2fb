import crypto from 'node:crypto'
import { env } from '../config/env.server'
import { isPreviewCollection, type PreviewCollection } from '../shared/preview/sections'

/**
 * A preview link carries a signed, short-lived token instead of relying on the
 * administrator's session: the session cookie belongs to the admin's host, and
 * the Chinese site is another host (decision 011). The token names one record
 * and expires; it is signed with the Payload secret, so only the server makes one.
 */
export const PREVIEW_TOKEN_LIFETIME_MS = 60 * 60 * 1000

export type PreviewClaim = { collection: PreviewCollection; id: number; expires: number }

const signature = (payload: string) => crypto.createHmac('sha256', `preview:${env().payloadSecret}`).update(payload).digest('base64url')

export function signPreviewToken(collection: PreviewCollection, id: number, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ c: collection, id, exp: now + PREVIEW_TOKEN_LIFETIME_MS })).toString('base64url')
  return `${payload}.${signature(payload)}`
}

/** The record a token names, or null when it is malformed, forged or expired. */
export function verifyPreviewToken(token: unknown, now = Date.now()): PreviewClaim | null {
  if (typeof token !== 'string' || token.length > 500) return null
  const [payload, given, ...rest] = token.split('.')
  if (!payload || !given || rest.length > 0) return null
  const expected = Buffer.from(signature(payload))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null
  try {
    const claim: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof claim !== 'object' || claim === null) return null
    const { c, id, exp } = claim as Record<string, unknown>
    if (!isPreviewCollection(c) || !Number.isSafeInteger(id) || typeof exp !== 'number' || exp < now) return null
    return { collection: c, id: id as number, expires: exp }
  } catch {
    return null
  }
}
