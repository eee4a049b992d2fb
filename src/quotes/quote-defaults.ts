import type { PayloadRequest } from 'payload'
import { DEFAULT_CURRENCY } from '../site-settings/quote-defaults'

type Defaults = { currency: string; deliveryTerms: string; paymentTerms: string }

/** The general settings' defaults for a new quote (its lines' currency, its terms). */
export async function quoteDefaults(req: PayloadRequest): Promise<Defaults> {
  const settings = await req.payload.findGlobal({ slug: 'general-settings', depth: 0, req, overrideAccess: true, select: { quoteCurrency: true, quoteDeliveryTerms: true, quotePaymentTerms: true } })
  return { currency: settings.quoteCurrency ?? DEFAULT_CURRENCY, deliveryTerms: settings.quoteDeliveryTerms ?? 'FOB', paymentTerms: settings.quotePaymentTerms ?? 'advance' }
}

/** A field's default read from the settings when a form or a save starts a quote or a line: what staff set once, in General settings → Quotes. */
export const settingsDefault =
  (key: keyof Defaults) =>
  async ({ req }: { req: PayloadRequest }): Promise<string> =>
    (await quoteDefaults(req))[key]
