'use client'
import { useTranslation } from '@payloadcms/ui'
import { DraftActions } from './DraftActions'
import { quoteWords } from './quote-words'
import { useSavedQuote } from './saved-quote'
import { SentActions } from './SentActions'

/**
 * Beside Save in a quote's edit view (issue 51.1): a draft's Preview PDF and Send quote; a sent
 * quote's PDF and, while it is the one in force, Revise (its buyer's page is in the banner above the
 * form, QuoteBanner.tsx). Nothing while the quote is being created: it has no number or PDF yet.
 */
export function QuoteActions({ mailConfigured }: { mailConfigured: boolean }) {
  const { i18n } = useTranslation()
  const words = quoteWords(i18n.language)
  const { id, quote } = useSavedQuote()
  if (id === undefined || !quote.status) return null
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'calc(var(--base) / 2)' }} data-quote-actions={quote.status}>
      {quote.status === 'draft' ? <DraftActions id={id} quote={quote} words={words} mailConfigured={mailConfigured} /> : <SentActions id={id} quote={quote} words={words} />}
    </div>
  )
}
