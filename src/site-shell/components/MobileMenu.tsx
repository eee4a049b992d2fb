'use client'
import { useId, type ReactNode } from 'react'
import type { NavKey } from '../nav'
import { CloseIcon, MenuIcon } from '../../shared/ui/icons'
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
 */
export function MobileMenu({ labels, languageLink, search, socials, scrolled, requestLink }: Props) {
  const [dialogRef, dialog] = useModalDialog()
  const titleId = useId()
  return (
    <>
      <button
        type="button"
        aria-label={labels.openMenu}
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onClick={dialog.show}
        className={`shrink-0 rounded-md p-2 md:hidden ${scrolled ? 'text-ink' : 'text-white'}`}
      >
        <MenuIcon width={26} height={26} />
      </button>
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
            <div className="mt-6">{search}</div>
            <nav className="mt-6 flex-1">
              <NavLinks
                labels={labels}
                onNavigate={dialog.close}
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
        )}
      </dialog>
    </>
  )
}
