'use client'
import { Button, toast, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { postQuoteAction } from './post-action'
import type { QuoteWords } from './quote-words'
import type { SavedQuote } from './saved-quote'

type Props = { id: number; quote: SavedQuote; words: QuoteWords }

/**
 * A sent quote's actions beside Save: the PDF as it was sent, and Revise while it is the version in
 * force (sent, expired included), which opens the draft revision (the one already open, if any). The
 * buyer's page and its link are in the banner above the form, with the address written out.
 */
export function SentActions({ id, quote, words }: Props) {
  const { config } = useConfig()
  const router = useRouter()
  const [revising, setRevising] = useState(false)

  const revise = async () => {
    setRevising(true)
    const outcome = await postQuoteAction(`/api/quotes/${id}/revise`, words.failed)
    if (!outcome.ok || !outcome.answer.doc) {
      setRevising(false)
      return void toast.error(outcome.ok ? words.failed(200) : outcome.error)
    }
    toast.success(outcome.answer.message ?? words.revise)
    router.push(`${config.routes.admin}/collections/quotes/${outcome.answer.doc.id}`)
  }

  return (
    <>
      <Button el="anchor" url={`/api/quotes/${id}/pdf`} buttonStyle="secondary" size="medium" margin={false} extraButtonProps={{ download: `${quote.reference}.pdf`, 'data-quote-download': '' }}>
        {words.downloadPdf}
      </Button>
      {quote.status === 'sent' && (
        <Button buttonStyle="primary" size="medium" margin={false} disabled={revising} onClick={() => void revise()} extraButtonProps={{ 'data-quote-revise': '' }}>
          {revising ? words.revising : words.revise}
        </Button>
      )}
    </>
  )
}
