'use client'
import { Button, ConfirmationModal, toast, useFormModified, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { postQuoteAction } from './post-action'
import type { QuoteWords } from './quote-words'
import type { SavedQuote } from './saved-quote'

type Props = { id: number; quote: SavedQuote; words: QuoteWords; mailConfigured: boolean }

/**
 * A draft's Preview PDF and Send quote. Both work on the quote as saved, so with unsaved changes either
 * says to save first (a toast: a line of text did not fit the controls bar on a phone) rather than
 * showing or mailing what is not on screen. Send asks first, naming the address and the language the
 * buyer gets it in, since a sent quote never changes.
 */
export function DraftActions({ id, quote, words, mailConfigured }: Props) {
  const modified = useFormModified()
  const { openModal } = useModal()
  const router = useRouter()
  const modalSlug = `send-quote-${id}`
  const language = words.languages[quote.locale ?? 'en'] ?? quote.locale ?? ''

  const saveFirst = () => void toast.info(words.saveFirst)

  const send = async () => {
    const outcome = await postQuoteAction(`/api/quotes/${id}/send`, words.failed)
    if (!outcome.ok) return void toast.error(outcome.error)
    toast.success(outcome.answer.message ?? words.send)
    router.refresh()
  }

  return (
    <>
      {/* Given an onClick, Payload's Button keeps the link from opening: only while there is something to save. */}
      <Button el="anchor" url={`/api/quotes/${id}/pdf`} newTab buttonStyle="secondary" size="medium" margin={false} onClick={modified ? saveFirst : undefined} extraButtonProps={{ 'data-quote-preview': '' }}>
        {words.previewPdf}
      </Button>
      <Button buttonStyle="primary" size="medium" margin={false} onClick={modified ? saveFirst : () => openModal(modalSlug)} extraButtonProps={{ 'data-quote-send': '' }}>
        {words.send}
      </Button>
      <ConfirmationModal
        modalSlug={modalSlug}
        heading={words.sendHeading(quote.reference ?? '')}
        confirmLabel={words.send}
        confirmingLabel={words.sending}
        onConfirm={send}
        body={
          <>
            <p>{(mailConfigured ? words.sendTo : words.sendNoMail)(quote.email ?? '', language)}</p>
            <p>{words.sendFinal}</p>
          </>
        }
      />
    </>
  )
}
