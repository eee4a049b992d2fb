import type { PayloadRequest } from 'payload'
import { DEFAULT_CURRENCY } from '../site-settings/quote-defaults'

type Defaults = { currency: string; deliveryTerms: string; paymentTerms: string }

/** The defaults read for a request, once: a new quote with ten lines asks for them a dozen times (each line's currency, the terms). */
const readFor = new WeakMap<PayloadRequest, Promise<Defaults>>()

async function readDefaults(req: PayloadRequest): Promise<Defaults> {
  const settings = await req.payload.findGlobal({ slug: 'general-settings', depth: 0, req, overrideAccess: true, select: { quoteCurrency: true, quoteDeliveryTerms: true, quotePaymentTerms: true } })
  return { currency: settings.quoteCurrency ?? DEFAULT_CURRENCY, deliveryTerms: settings.quoteDeliveryTerms ?? 'FOB', paymentTerms: settings.quotePaymentTerms ?? 'advance' }
}

/** The general settings' defaults for a new quote (its lines' currency, its terms), read once per request. */
export function quoteDefaults(req: PayloadRequest): Promise<Defaults> {
  const known = readFor.get(req)
  if (known) return known
  const defaults = readDefaults(req)
  readFor.set(req, defaults)
  // A failed read is not kept: a retry in the same request reads again.
  defaults.catch(() => readFor.delete(req))
  return defaults
}

/** A field's default read from the settings when a form or a save starts a quote or a line: what staff set once, in General settings → Quotes. */
export const settingsDefault =
  (key: keyof Defaults) =>
  async ({ req }: { req: PayloadRequest }): Promise<string> =>
    (await quoteDefaults(req))[key]
