'use client'
import { useId } from 'react'
import { CloseIcon } from '../../shared/ui/icons'
import { useModalDialog } from './modal-dialog'

type Policy = { trigger: string; title: string; paragraphs: readonly string[] }

function PolicyDialog({ policy, closeLabel }: { policy: Policy; closeLabel: string }) {
  const [dialogRef, dialog] = useModalDialog()
  const id = useId()
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={dialog.show} className="text-sm text-white/70 underline-offset-4 hover:text-gold hover:underline">
        {policy.trigger}
      </button>
      <dialog
        ref={dialogRef}
        onClose={dialog.onClose}
        // A click on the backdrop (the dialog element itself, outside its content) closes it, as before.
        onClick={(event) => event.target === event.currentTarget && dialog.close()}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="m-auto max-h-[85vh] w-[min(40rem,calc(100vw-2rem))] max-w-none overflow-y-auto rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60"
      >
        {dialog.open && (
          <div className="p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id={`${id}-title`} className="font-serif text-2xl">
                {policy.title}
              </h2>
              <button type="button" aria-label={closeLabel} onClick={dialog.close} className="rounded p-1 hover:bg-black/5">
                <CloseIcon />
              </button>
            </div>
            <div id={`${id}-text`} className="mt-4 space-y-3 text-sm leading-relaxed text-stone">
              {policy.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        )}
      </dialog>
    </>
  )
}

export function PolicyDialogs({ privacy, terms, closeLabel }: { privacy: Policy; terms: Policy; closeLabel: string }) {
  return (
    <div className="flex gap-4">
      <PolicyDialog policy={privacy} closeLabel={closeLabel} />
      <PolicyDialog policy={terms} closeLabel={closeLabel} />
    </div>
  )
}
