import type { PayloadRequest } from 'payload'
import { rethrowIfUnavailable } from '../platform/http/form-unavailable'
import { normaliseEmail } from './schemas'

/** The limit bucket of sign-ups, shared by the JSON endpoint and the plain form post. */
export const SUBSCRIBE_ACTION = 'subscribe'

/**
 * Signs an address up: 'duplicate' when it already is (the spec's message
 * says so); any other failure is thrown. The unique index decides between
 * two sign-ups of one address at once.
 */
export async function subscribe(req: PayloadRequest, email: string): Promise<'subscribed' | 'duplicate'> {
  const address = normaliseEmail(email)
  const known = async () => (await req.payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: address } } })).totalDocs > 0
  try {
    if (await known()) return 'duplicate'
    await req.payload.create({ collection: 'newsletter-subscribers', data: { email: address, active: true }, req })
    return 'subscribed'
  } catch (error) {
    rethrowIfUnavailable(error)
    // A concurrent sign-up with the same address lost the unique index race.
    if (await known()) return 'duplicate'
    throw error
  }
}
