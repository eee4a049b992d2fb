'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import type { Quote } from '../../payload-types'

/** The quote as last saved, with what staff read beside it (the buyer's link, hooks/buyer-link.ts). */
export type SavedQuote = Partial<Quote>

/**
 * The saved quote of the edit view. Its status and dates change only by the actions (send, revise,
 * accept), never by the form, so the saved document is what decides which actions and which banner
 * show; Payload gives it again after `router.refresh()`.
 */
export function useSavedQuote(): { id: number | undefined; quote: SavedQuote } {
  const { id, data } = useDocumentInfo()
  return { id: id === undefined || id === null ? undefined : Number(id), quote: (data ?? {}) as SavedQuote }
}
