'use client'
import { useEffect, useRef, useState } from 'react'

/**
 * A native modal <dialog>: showModal() makes the rest of the page inert, Escape
 * closes it and the browser returns focus to the button that opened it, so no
 * dialog library is shipped. Its contents are rendered only while it is open
 * (render them when `open`), and page scrolling is locked meanwhile.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    // Shown once its contents are rendered, so the browser focuses the first control in them.
    if (!ref.current?.open) ref.current?.showModal()
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [open])
  // The ref apart from the controls, so reading the controls during render reads no ref.
  const controls = {
    open,
    show: () => setOpen(true),
    close: () => ref.current?.close(),
    /** For the dialog's onClose: Escape, the close button and a link all end here. */
    onClose: () => setOpen(false),
  }
  return [ref, controls] as const
}
