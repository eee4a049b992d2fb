'use client'
import { Button, toast, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { wordsFor } from '../../shared/admin-label'

const en = {
  prepare: 'Prepare quote',
  preparing: 'Preparing…',
  failed: (status: number) => `The quote could not be prepared (${status}). Reload the page and try again.`,
}
const zh: typeof en = {
  prepare: '準備報價',
  preparing: '正在準備…',
  failed: (status) => `未能準備報價單（${status}）。請重新載入頁面再試。`,
}

/**
 * Beside Save on a request (issue 51.1): Prepare quote makes a draft from the request's buyer and lines
 * (POST /api/quotes by the collection's slug: the requests domain does not import the quotes domain;
 * the quotes collection fills it in) and opens it to be priced. The quotes already prepared are listed
 * at the top of the form (RequestQuotes.tsx).
 */
export function PrepareQuoteButton() {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, { en, zh })
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (id === undefined || id === null) return null

  const prepare = async () => {
    setBusy(true)
    try {
      const response = await fetch('/api/quotes', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ request: Number(id) }) })
      const body = (await response.json().catch(() => ({}))) as { doc?: { id: number }; errors?: { message?: string }[] }
      if (!response.ok || !body.doc) throw new Error(body.errors?.[0]?.message ?? t.failed(response.status))
      router.push(`${config.routes.admin}/collections/quotes/${body.doc.id}`)
    } catch (error) {
      setBusy(false)
      toast.error(error instanceof Error ? error.message : t.failed(0))
    }
  }

  return (
    <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => void prepare()} extraButtonProps={{ 'data-prepare-quote': '' }}>
      {busy ? t.preparing : t.prepare}
    </Button>
  )
}
