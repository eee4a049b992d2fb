'use client'
import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'
import type { KinsenKey } from './i18n/translations'
import { useAdminTranslation } from './i18n/use-admin-translation'

/** The spec's toasts per collection ('Product activated successfully'). */
const TOASTS: Record<string, { activated: KinsenKey; deactivated: KinsenKey }> = {
  products: { activated: 'kinsen:productActivated', deactivated: 'kinsen:productDeactivated' },
  'gallery-items': { activated: 'kinsen:galleryItemActivated', deactivated: 'kinsen:galleryItemDeactivated' },
  'news-items': { activated: 'kinsen:newsItemActivated', deactivated: 'kinsen:newsItemDeactivated' },
}
const ITEM_TOASTS = { activated: 'kinsen:itemActivated', deactivated: 'kinsen:itemDeactivated' } as const

/** The status column with a one-click Activate / Deactivate action. */
export function StatusCell({ cellData, rowData, collectionSlug }: DefaultCellComponentProps) {
  const { t } = useAdminTranslation()
  const router = useRouter()
  const [status, setStatus] = useState<string>(String(cellData ?? 'Active'))
  const [busy, setBusy] = useState(false)
  const toasts = TOASTS[collectionSlug] ?? ITEM_TOASTS
  const next = status === 'Active' ? 'Inactive' : 'Active'

  const toggle = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/${collectionSlug}/${String(rowData.id)}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: next }),
      })
      if (!response.ok) throw new Error(String(response.status))
      setStatus(next)
      toast.success(t(next === 'Active' ? toasts.activated : toasts.deactivated))
      router.refresh()
    } catch {
      toast.error(t('kinsen:statusFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span>{t(status === 'Active' ? 'kinsen:statusActive' : 'kinsen:statusInactive')}</span>
      <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} disabled={busy} onClick={() => void toggle()}>
        {t(status === 'Active' ? 'kinsen:deactivate' : 'kinsen:activate')}
      </button>
    </span>
  )
}
