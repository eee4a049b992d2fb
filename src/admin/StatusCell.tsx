'use client'
import { toast, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

/** Singular nouns for the spec's toasts ('Product activated successfully'). */
const NOUNS: Record<string, string> = { products: 'Product', 'gallery-items': 'Gallery item', 'news-items': 'News item' }
const text = {
  en: { Active: 'Active', Inactive: 'Inactive', activate: 'Activate', deactivate: 'Deactivate' },
  zh: { Active: '啟用', Inactive: '停用', activate: '啟用', deactivate: '停用' },
}

/** The status column with a one-click Activate / Deactivate action. */
export function StatusCell({ cellData, rowData, collectionSlug }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const t = i18n.language === 'zh-TW' ? text.zh : text.en
  const router = useRouter()
  const [status, setStatus] = useState<string>(String(cellData ?? 'Active'))
  const [busy, setBusy] = useState(false)
  const noun = NOUNS[collectionSlug] ?? 'Item'
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
      toast.success(`${noun} ${next === 'Active' ? 'activated' : 'deactivated'} successfully`)
      router.refresh()
    } catch {
      toast.error(`Failed to update ${noun.toLowerCase()} status`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span>{status === 'Active' ? t.Active : t.Inactive}</span>
      <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} disabled={busy} onClick={() => void toggle()}>
        {status === 'Active' ? t.deactivate : t.activate}
      </button>
    </span>
  )
}
