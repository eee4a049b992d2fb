'use client'
import { toast, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'
import { wordsFor } from '../shared/admin-label'

/** The spec's toasts ('Product activated successfully'), by collection, in both admin languages. */
const NOUNS: Record<string, { en: string; zh: string }> = {
  products: { en: 'Product', zh: '產品' },
  'gallery-items': { en: 'Gallery item', zh: '資源項目' },
  'news-items': { en: 'News item', zh: '新聞' },
}
const text = {
  en: {
    Active: 'Active',
    Inactive: 'Inactive',
    activate: 'Activate',
    deactivate: 'Deactivate',
    changed: (noun: string, next: string) => `${noun} ${next === 'Active' ? 'activated' : 'deactivated'} successfully`,
    failed: (noun: string) => `Failed to update ${noun.toLowerCase()} status`,
  },
  zh: {
    Active: '啟用',
    Inactive: '停用',
    activate: '啟用',
    deactivate: '停用',
    changed: (noun: string, next: string) => `${noun}已成功${next === 'Active' ? '啟用' : '停用'}`,
    failed: (noun: string) => `未能更新${noun}狀態`,
  },
}

/** The status column with a one-click Activate / Deactivate action. */
export function StatusCell({ cellData, rowData, collectionSlug }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, text)
  const router = useRouter()
  const [status, setStatus] = useState<string>(String(cellData ?? 'Active'))
  const [busy, setBusy] = useState(false)
  const nouns = NOUNS[collectionSlug] ?? { en: 'Item', zh: '項目' }
  const noun = wordsFor(i18n.language, nouns)
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
      toast.success(t.changed(noun, next))
      router.refresh()
    } catch {
      toast.error(t.failed(noun))
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
