'use client'
import { Banner, useTranslation } from '@payloadcms/ui'
import { adminDateTime } from '../../admin/fields/date-time'
import { NewRecordTitle } from '../../admin/FormHeading'
import { BuyerLinkActions } from './BuyerLinkActions'
import { hongKongDay, isExpired } from '../validity'
import { quoteWords, type QuoteWords } from './quote-words'
import { useSavedQuote, type SavedQuote } from './saved-quote'

type BannerType = 'info' | 'success' | 'warning' | 'default'

/** What happened to a sent quote, in one or two sentences, and how it looks (accepted is good news, expired a warning). */
function stateOf(quote: SavedQuote, words: QuoteWords): { type: BannerType; lines: string[] } | undefined {
  const sent = quote.sentAt ? adminDateTime(quote.sentAt) : ''
  switch (quote.status) {
    case 'sent':
      return isExpired(quote.validUntil)
        ? { type: 'warning', lines: [words.expired(sent, hongKongDay(new Date(quote.validUntil!))), words.cannotChange] }
        : { type: 'info', lines: [words.sent(sent), words.cannotChange] }
    case 'accepted': {
      const when = quote.acceptedAt ? adminDateTime(quote.acceptedAt) : ''
      const accepted = quote.acceptedName ? words.accepted(quote.acceptedName, when) : words.acceptedAnonymous(when)
      return { type: 'success', lines: [[words.sent(sent), accepted, quote.purchaseOrder ? words.purchaseOrder(quote.purchaseOrder) : ''].filter(Boolean).join(' '), words.cannotChangeFinal] }
    }
    case 'superseded':
      return { type: 'default', lines: [words.superseded(sent), words.cannotChangeFinal] }
    default:
      return undefined
  }
}

/**
 * At the top of a quote's form (issue 51.1). On a sent quote: when it was sent, that it cannot change
 * and what to do instead, the buyer's acceptance (who, when, their purchase order), and the buyer's
 * page: its address written out (read or copied by hand on any screen), opened, or copied in one click.
 */
export function QuoteBanner() {
  const { i18n } = useTranslation()
  const words = quoteWords(i18n.language)
  const { id, quote } = useSavedQuote()
  // A quote made from the list's Create New rather than from its request: titled, and told what to do first.
  if (id === undefined)
    return (
      <>
        <NewRecordTitle create={words.newTitle} />
        <p style={{ margin: '0 0 var(--base)', maxWidth: '40rem' }} data-quote-new-hint>
          {words.newHint}
        </p>
      </>
    )
  const state = stateOf(quote, words)
  if (!state) return null
  return (
    <div data-quote-banner={quote.status} style={{ marginBottom: 'var(--base)' }}>
      <Banner type={state.type}>
        {state.lines.map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
        {quote.buyerLink && (
          <span style={{ display: 'block', marginTop: 'calc(var(--base) / 4)', overflowWrap: 'anywhere' }}>
            {words.buyerPage}:{' '}
            <a href={quote.buyerLink} target="_blank" rel="noopener noreferrer" data-quote-buyer-link>
              {quote.buyerLink}
            </a>
            <BuyerLinkActions link={quote.buyerLink} words={words} />
          </span>
        )}
      </Banner>
    </div>
  )
}
