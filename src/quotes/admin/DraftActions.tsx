'use client'
import { Button, ConfirmationModal, toast, useFormModified, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { postQuoteAction } from './post-action'
import type { QuoteWords } from './quote-words'
import type { SavedQuote } from './saved-quote'

type Props = { id: number; quote: SavedQuote; words: QuoteWords }

/**
 * A draft's Preview PDF and Send quote. Both work on the quote as saved, so with unsaved changes they
 * wait for Save (said beside them, not found out from the buyer). Send asks first, naming the address
 * and the language the buyer gets it in, since a sent quote never changes.
 */
export function DraftActions({ id, quote, words }: Props) {
  const modified = useFormModified()
  const { openModal } = useModal()
  const router = useRouter()
  const modalSlug = `send-quote-${id}`
  const language = words.languages[quote.locale ?? 'en'] ?? quote.locale ?? ''

  const send = async () => {
    const outcome = await postQuoteAction(`/api/quotes/${id}/send`, words.failed)
    if (!outcome.ok) return void toast.error(outcome.error)
    toast.success(outcome.answer.message ?? words.send)
    router.refresh()
  }

  return (
    <>
      {modified && (
        <span role="status" style={{ flexBasis: '100%', color: 'var(--theme-elevation-800)' }} data-quote-save-first>
          {words.saveFirst}
        </span>
      )}
      <Button el="anchor" url={`/api/quotes/${id}/pdf`} newTab buttonStyle="secondary" size="medium" margin={false} disabled={modified} extraButtonProps={{ 'data-quote-preview': '' }}>
        {words.previewPdf}
      </Button>
      <Button buttonStyle="primary" size="medium" margin={false} disabled={modified} onClick={() => openModal(modalSlug)} extraButtonProps={{ 'data-quote-send': '' }}>
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
            <p>{words.sendTo(quote.email ?? '', language)}</p>
            <p>{words.sendFinal}</p>
          </>
        }
      />
    </>
  )
}
