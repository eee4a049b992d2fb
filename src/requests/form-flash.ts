import { randomBytes } from 'node:crypto'

/** What a refused plain form post shows when the visitor is sent back to the form. */
export type FormFlash = { values: Record<string, string>; errors: Record<string, string>; formError?: string }

const KEEP_MS = 10 * 60 * 1000
const MOST_KEPT = 1000

/*
 * Kept in this process's memory (the site is one server process, decision 008)
 * for a few minutes, under a random key that only the visitor's redirect
 * carries: the form's values never travel in an address or a cookie. On
 * globalThis, because the route that stores and the page that reads are
 * separate bundles.
 */
const store = ((globalThis as { __requestFormFlash?: Map<string, { flash: FormFlash; until: number }> }).__requestFormFlash ??= new Map())

export function keepFlash(flash: FormFlash): string {
  const now = Date.now()
  for (const [key, entry] of store) if (entry.until < now || store.size >= MOST_KEPT) store.delete(key)
  const key = randomBytes(16).toString('hex')
  store.set(key, { flash, until: now + KEEP_MS })
  return key
}

export function readFlash(key: string | undefined): FormFlash | undefined {
  if (!key) return undefined
  const entry = store.get(key)
  return entry && entry.until >= Date.now() ? entry.flash : undefined
}
