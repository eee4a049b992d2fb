import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import { env } from '../config/env.server'
import { normaliseEmail } from '../shared/validation/email'
import { sharedCounters } from '../platform/limits/counters'

/*
 * The buyer's copy of a request goes to whatever address was typed, which
 * nobody has confirmed. It carries only the request's lines and our own
 * words (request-text.ts), and at most REQUEST_COPY_NEW_ADDRESSES_PER_HOUR
 * addresses not seen before get one each hour, counted in the store every
 * node shares: past that, a flood of requests to strangers' addresses sends
 * them nothing, while the owner's mail of each request still goes.
 */
const HOUR_MS = 60 * 60 * 1000
/** An address that got a copy is known for this long. */
const KNOWN_FOR_MS = 90 * 24 * HOUR_MS
const NEW_ADDRESSES_KEY = 'request-copy:new-addresses'

/** The address itself is not kept in the store: a keyed hash of it. */
const addressKey = (payload: Payload, email: string) => `request-copy:known:${createHmac('sha256', payload.secret).update(normaliseEmail(email)).digest('hex')}`

/**
 * Whether a request to `email` may have its copy: yes for an address that
 * had one before, and for a new address while this hour's ceiling allows
 * (the address is then known).
 */
export async function admitBuyerCopy(payload: Payload, email: string): Promise<boolean> {
  const store = sharedCounters(payload)
  const known = addressKey(payload, email)
  if ((await store.peek(known, KNOWN_FOR_MS)).count > 0) return true
  const thisHour = await store.hit(NEW_ADDRESSES_KEY, HOUR_MS)
  if (thisHour.count > env().requestCopyNewAddressesPerHour) return false
  await store.hit(known, KNOWN_FOR_MS)
  return true
}
