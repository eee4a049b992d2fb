'use client'
import { useId, type ReactNode } from 'react'
import type { NavKey } from '../nav'
import { CloseIcon, MenuIcon } from '../../shared/ui/icons'
import { useBrowserValue } from '../../shared/hooks/browser-value'
import { useModalDialog } from './modal-dialog'
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
 * Below 768 px: a full-screen panel sliding in from the right, a native modal
 * dialog (focus stays inside, Escape closes, page scrolling is locked).
 * Where the browser runs no script, the same panel is a plain disclosure
 * (details and summary) under the header, so the menu still opens (issue 50.3).
 */
export function MobileMenu({ labels, languageLink, search, socials, scrolled, requestLink }: Props) {
  const [dialogRef, dialog] = useModalDialog()
  const titleId = useId()
  // Once scripts run the dialog takes over: the disclosure leaves the page (its links and fields are not there twice).
  const scripted = useBrowserValue(() => true, false)
  const iconColour = scrolled ? 'text-ink' : 'text-white'
  const contents = (close?: () => void) => (
    <>
      <div className="mt-6">{search}</div>
      <nav className="mt-6 flex-1">
        <NavLinks
          labels={labels}
          onNavigate={close}
          className="flex flex-col gap-2"
          linkClassName={(active) => `block rounded-md px-3 py-3 text-lg ${active ? 'bg-white/10 text-gold' : 'text-white hover:bg-white/5'}`}
        />
      </nav>
      <div className="flex flex-col gap-6 border-t border-white/15 pt-6">
        {requestLink}
        {languageLink}
        {socials}
      </div>
    </>
  )
  return (
    <>
      <button
        type="button"
        aria-label={labels.openMenu}
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onClick={dialog.show}
        className={`shrink-0 rounded-md p-2 noscript:hidden md:hidden ${iconColour}`}
      >
        <MenuIcon width={26} height={26} />
      </button>
      {!scripted && (
        <details className="group hidden shrink-0 noscript:block md:noscript:hidden" data-testid="mobile-menu-disclosure">
          <summary aria-label={labels.menu} className={`list-none rounded-md p-2 [&::-webkit-details-marker]:hidden ${iconColour}`}>
            <MenuIcon width={26} height={26} className="group-open:hidden" />
            <CloseIcon width={26} height={26} className="hidden group-open:block" />
          </summary>
          <div className="fixed inset-x-0 top-[4.75rem] bottom-0 flex flex-col overflow-y-auto bg-ink px-6 pb-6 text-white shadow-2xl">{contents()}</div>
        </details>
      )}
      <dialog
        ref={dialogRef}
        onClose={dialog.onClose}
        aria-labelledby={titleId}
        data-testid="mobile-menu"
        className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none flex-col bg-ink px-6 py-5 text-white shadow-2xl backdrop:bg-black/40 open:flex open:animate-[slide-in_250ms_ease-out] md:hidden"
      >
        {dialog.open && (
          <>
            <div className="flex items-center justify-between">
              <h2 id={titleId} className="font-serif text-xl tracking-widest text-gold">
                {labels.menu}
              </h2>
              <button type="button" aria-label={labels.closeMenu} onClick={dialog.close} className="rounded-md p-2">
                <CloseIcon width={26} height={26} />
              </button>
            </div>
            {contents(dialog.close)}
          </>
        )}
      </dialog>
    </>
  )
}
