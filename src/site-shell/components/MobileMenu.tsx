'use client'
import * as Dialog from '@radix-ui/react-dialog'
import { useState, type ReactNode } from 'react'
import type { NavKey } from '../nav'
import { CloseIcon, MenuIcon } from './icons'
import { NavLinks } from './NavLinks'

type Props = {
  labels: Record<NavKey, string> & { openMenu: string; closeMenu: string; menu: string }
  languageLink: ReactNode
  search: ReactNode
  socials: ReactNode
  scrolled: boolean
  /** The request list's link, for phones too narrow to show it in the header. */
  requestLink?: ReactNode
}

/**
 * Below 768 px: a full-screen panel sliding in from the right. Radix traps focus,
 * closes on Escape and locks page scrolling while it is open.
 */
export function MobileMenu({ labels, languageLink, search, socials, scrolled, requestLink }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={labels.openMenu}
        className={`shrink-0 rounded-md p-2 md:hidden ${scrolled ? 'text-ink' : 'text-white'}`}
      >
        <MenuIcon width={26} height={26} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40 md:hidden" />
        <Dialog.Content
          data-testid="mobile-menu"
          className="fixed inset-0 z-[61] flex flex-col bg-ink px-6 py-5 text-white shadow-2xl data-[state=open]:animate-[slide-in_250ms_ease-out] md:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-serif text-xl tracking-widest text-gold">{labels.menu}</Dialog.Title>
            <Dialog.Close aria-label={labels.closeMenu} className="rounded-md p-2">
              <CloseIcon width={26} height={26} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{labels.menu}</Dialog.Description>
          <div className="mt-6">{search}</div>
          <nav className="mt-6 flex-1">
            <NavLinks
              labels={labels}
              onNavigate={() => setOpen(false)}
              className="flex flex-col gap-2"
              linkClassName={(active) =>
                `block rounded-md px-3 py-3 text-lg ${active ? 'bg-white/10 text-gold' : 'text-white hover:bg-white/5'}`
              }
            />
          </nav>
          <div className="flex flex-col gap-6 border-t border-white/15 pt-6">
            {requestLink}
            {languageLink}
            {socials}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
