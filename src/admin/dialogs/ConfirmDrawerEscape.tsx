'use client'
import { useDocumentDrawerContext, useFormModified, useModal, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

type Modals = ReturnType<typeof useModal>['modalState']

/** The modal opened last, which Escape closes (as the modal provider itself decides). */
function latestOpen(modals: Modals): string | undefined {
  let latest: { slug: string; openedOn: number } | undefined
  for (const modal of Object.values(modals)) {
    if (modal.isOpen && typeof modal.openedOn === 'number' && (!latest || modal.openedOn > latest.openedOn)) latest = { slug: modal.slug, openedOn: modal.openedOn }
  }
  return latest?.slug
}

/**
 * Escape in a form drawer closed it and threw away what was typed without a word (issue 50.13).
 * While this drawer's form has unsaved changes and is the one Escape would close, Escape asks first,
 * in Payload's own words for leaving a page unsaved; unchanged, it closes the drawer as before.
 * Heard before the modal provider's own Escape (capture, on the window), which it then never sees.
 * Renders nothing; on a full page (no drawer) it does nothing.
 */
export function ConfirmDrawerEscape() {
  const { drawerSlug } = useDocumentDrawerContext() as { drawerSlug?: string }
  const modified = useFormModified()
  const { modalState, closeModal } = useModal()
  const { t } = useTranslation()
  const current = useRef({ modified, modalState })
  useEffect(() => {
    current.current = { modified, modalState }
  }, [modified, modalState])

  useEffect(() => {
    if (!drawerSlug) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !current.current.modified || latestOpen(current.current.modalState) !== drawerSlug) return
      event.stopPropagation()
      event.preventDefault()
      if (window.confirm(t('general:changesNotSaved'))) closeModal(drawerSlug)
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [drawerSlug, closeModal, t])
  return null
}
