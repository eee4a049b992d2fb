'use client'
import { Button, toast } from '@payloadcms/ui'
import type { QuoteWords } from './quote-words'

/**
 * The buyer's page of a sent quote: opened in a new tab (to see what the buyer sees) or its address
 * copied (to send it by other means than the quote's mail, e.g. when no mail server is set up).
 */
export function BuyerLinkActions({ link, words }: { link: string; words: QuoteWords }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      toast.success(words.copied)
    } catch {
      toast.error(words.copyFailed)
    }
  }
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginTop: 'calc(var(--base) / 2)' }}>
      <Button el="anchor" url={link} newTab buttonStyle="secondary" size="small" margin={false} extraButtonProps={{ 'data-quote-buyer-page': '' }}>
        {words.openBuyerPage}
      </Button>
      <Button buttonStyle="secondary" size="small" margin={false} onClick={() => void copy()} extraButtonProps={{ 'data-quote-copy-link': '' }}>
        {words.copyLink}
      </Button>
    </span>
  )
}
