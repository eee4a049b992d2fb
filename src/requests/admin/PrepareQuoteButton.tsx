'use client'
import { Button, toast, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { wordsFor } from '../../shared/admin-label'
import { useRequestQuotes } from './use-request-quotes'

const en = {
  prepare: 'Prepare quote',
  preparing: 'Preparing…',
  quotes: 'Quotes',
  failed: (status: number) => `The quote could not be prepared (${status}). Reload the page and try again.`,
  states: { draft: 'Draft', sent: 'Sent', accepted: 'Accepted', superseded: 'Replaced by a revision', expired: 'Expired' } as Record<string, string>,
}
const zh: typeof en = {
  prepare: '準備報價',
  preparing: '正在準備…',
  quotes: '報價單',
  failed: (status) => `未能準備報價單（${status}）。請重新載入頁面再試。`,
  states: { draft: '草稿', sent: '已發送', accepted: '已接受', superseded: '已由修訂版取代', expired: '已過期' },
}

/**
 * Beside Save on a request (issue 51.1): the quotes already prepared on it (reference, state, totals,
 * each opening its quote), and Prepare quote, which makes a draft from the request's buyer and lines
 * (POST /api/quotes; the quotes collection fills it in) and opens it to be priced.
 */
export function PrepareQuoteButton() {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, { en, zh })
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const quotes = useRequestQuotes(id ?? undefined)
  const [busy, setBusy] = useState(false)
  if (id === undefined || id === null) return null
  const quoteHref = (quoteId: number) => `${config.routes.admin}/collections/quotes/${quoteId}`

  const prepare = async () => {
    setBusy(true)
    try {
      const response = await fetch('/api/quotes', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ request: Number(id) }) })
      const body = (await response.json().catch(() => ({}))) as { doc?: { id: number }; errors?: { message?: string }[] }
      if (!response.ok || !body.doc) throw new Error(body.errors?.[0]?.message ?? t.failed(response.status))
      router.push(quoteHref(body.doc.id))
    } catch (error) {
      setBusy(false)
      toast.error(error instanceof Error ? error.message : t.failed(0))
    }
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'calc(var(--base) / 2)' }} data-request-quotes>
      {quotes && quotes.length > 0 && (
        <nav aria-label={t.quotes}>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', listStyle: 'none', margin: 0, padding: 0 }}>
            {quotes.map((quote) => (
              <li key={quote.id} data-request-quote={quote.reference ?? ''} data-state={quote.state ?? ''}>
                <a href={quoteHref(quote.id)}>{quote.reference}</a> {t.states[quote.state ?? ''] ?? quote.state}
                {quote.totalsText ? ` · ${quote.totalsText}` : ''}
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => void prepare()} extraButtonProps={{ 'data-prepare-quote': '' }}>
        {busy ? t.preparing : t.prepare}
      </Button>
    </div>
  )
}
