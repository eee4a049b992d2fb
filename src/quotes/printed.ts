import type { PayloadRequest } from 'payload'
import { env } from '../config/env.server'
import type { Quote } from '../payload-types'
import { isSiteLocale, originOf, readAs, type SiteLocale } from '../shared/locales'
import { printedMaker, type PrintedMaker } from '../site-settings/printed-maker'
import { quotePath } from './link'

/**
 * What a sent quote froze of the site when it was sent: the letterhead, the site's address and the
 * request's reference. Its PDF is drawn again from it and the quote's own fields whenever it is
 * mailed or downloaded, so a later change of the settings never changes a sent quote.
 */
export type PrintedQuote = { maker: PrintedMaker; siteAddress: string; issuedAt: string; requestReference: string }

export const quoteLocale = (quote: Pick<Quote, 'locale'>): SiteLocale => (isSiteLocale(quote.locale) ? quote.locale : 'en')

/** The buyer's page of the quote, on the host of the buyer's language. */
export const quoteUrl = (quote: Pick<Quote, 'id' | 'locale'>) => `${originOf(env().siteUrl, quoteLocale(quote))}${quotePath(quote.id)}`

export async function printQuote(req: PayloadRequest, quote: Quote, now = new Date()): Promise<PrintedQuote> {
  const locale = quoteLocale(quote)
  const settings = await req.payload.findGlobal({ slug: 'general-settings', ...readAs(locale), depth: 0, req, overrideAccess: true })
  const requestId = typeof quote.request === 'object' ? quote.request.id : quote.request
  const request = await req.payload.findByID({ collection: 'requests', id: requestId, depth: 0, req, disableErrors: true, select: { reference: true } })
  return {
    maker: printedMaker(locale, settings),
    siteAddress: originOf(env().siteUrl, locale).replace(/^https?:\/\//, ''),
    issuedAt: now.toISOString(),
    requestReference: request?.reference ?? '',
  }
}

/** The snapshot of a sent quote, or undefined for a draft (drawn from today's settings when previewed). */
export const printedOf = (quote: Pick<Quote, 'printed'>): PrintedQuote | undefined =>
  quote.printed && typeof quote.printed === 'object' && 'maker' in quote.printed ? (quote.printed as unknown as PrintedQuote) : undefined
