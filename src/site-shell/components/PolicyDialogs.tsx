'use client'
import * as Dialog from '@radix-ui/react-dialog'
import { CloseIcon } from './icons'

type Policy = { trigger: string; title: string; paragraphs: readonly string[] }

function PolicyDialog({ policy, closeLabel }: { policy: Policy; closeLabel: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="text-sm text-white/70 underline-offset-4 hover:text-gold hover:underline">{policy.trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[81] max-h-[85vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-ink shadow-2xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-2xl">{policy.title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="rounded p-1 hover:bg-black/5">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="mt-4 space-y-3 text-sm leading-relaxed text-stone">
              {policy.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
