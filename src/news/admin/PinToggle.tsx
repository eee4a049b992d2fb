'use client'
import { toast, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { pinTextFor } from './pin-text'

type Props = { id: number | string; pinned: boolean; title: string }

type ErrorBody = { errors?: { data?: { errors?: { path?: string }[] } }[] }

/**
 * Pin or Unpin one news item at once (spec §2.11), with the spec's toasts. The
 * server keeps the rules: at most 3 pinned, pinning sets display order 999 and
 * unpinning 0 (hooks/pinning.ts); a refusal is shown as 'Cannot pin more than 3 items'.
 */
export function PinToggle({ id, pinned, title }: Props) {
  const { i18n } = useTranslation()
  const t = pinTextFor(i18n.language)
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const toggle = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/news-items/${String(id)}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language },
        body: JSON.stringify({ isPinned: !pinned }),
      })
      if (response.ok) {
        toast.success(pinned ? t.unpinnedDone : t.pinnedDone)
        router.refresh()
        return
      }
      const body = (await response.json().catch(() => ({}))) as ErrorBody
      const refusedPin = body.errors?.some((error) => error.data?.errors?.some((field) => field.path === 'isPinned'))
      toast.error(refusedPin ? t.tooMany : t.failed)
      router.refresh()
    } catch {
      toast.error(t.failed)
    } finally {
      setBusy(false)
    }
  }

  const action = pinned ? t.unpin : t.pin
  return (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small"
      style={{ margin: 0 }}
      disabled={busy}
      aria-label={`${action}: ${title}`}
      onClick={() => void toggle()}
    >
      {action}
    </button>
  )
}
