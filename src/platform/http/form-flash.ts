import { randomBytes } from 'node:crypto'
import { sharedValues } from '../../infrastructure/shared-values'

/** What a refused plain form post shows when the visitor is sent back to the form. */
export type FormFlash = { values: Record<string, string>; errors: Record<string, string>; formError?: string }

const KEEP_MS = 10 * 60 * 1000
const KEY_PATTERN = /^[0-9a-f]{32}$/

/*
 * Kept for a few minutes in the store every node shares (src/infrastructure/shared-values.ts),
 * under a random key that only the visitor's redirect carries: the form's
 * values never travel in an address or a cookie, and the node that draws the
 * form need not be the one that refused the post.
 */
export async function keepFlash(flash: FormFlash): Promise<string> {
  const key = randomBytes(16).toString('hex')
  await sharedValues().put(`form-flash:${key}`, JSON.stringify(flash), KEEP_MS)
  return key
}

export async function readFlash(key: string | undefined): Promise<FormFlash | undefined> {
  if (!key || !KEY_PATTERN.test(key)) return undefined
  const kept = await sharedValues().get(`form-flash:${key}`)
  if (!kept) return undefined
  try {
    return JSON.parse(kept) as FormFlash
  } catch {
    return undefined
  }
}

/** A 303 to a page of the site, relative, so it stays on the visitor's host (and language). */
export const seeOther = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', ...headers } })

/** A plain form post refused before it is read (not a form, another site's page): its reason as text. */
export const plainRefusal = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** Back to the form's page with what was typed and what was wrong, under a key only this redirect carries. */
export async function backToForm(path: string, anchor: string, flash: FormFlash): Promise<Response> {
  return seeOther(`${path}${path.includes('?') ? '&' : '?'}form=${await keepFlash(flash)}#${anchor}`)
}
