'use client'
import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { wordsFor } from '../../shared/admin-label'
import { useRequestQuotes } from './use-request-quotes'

const en = {
  title: 'Quotes on this request',
  states: { draft: 'Draft', sent: 'Sent', accepted: 'Accepted', superseded: 'Replaced by a revision', expired: 'Expired' } as Record<string, string>,
}
const zh: typeof en = {
  title: '此查詢的報價單',
  states: { draft: '草稿', sent: '已發送', accepted: '已接受', superseded: '已由修訂版取代', expired: '已過期' },
}

/**
 * At the top of a request's form (issue 51.1): the quotes prepared on it, newest first, each with its
 * state and totals, opening its quote. Nothing while it has none (Prepare quote is beside Save).
 */
export function RequestQuotes() {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, { en, zh })
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const quotes = useRequestQuotes(id ?? undefined)
  if (!quotes || quotes.length === 0) return null
  return (
    <section aria-labelledby="request-quotes-title" style={{ marginBottom: 'var(--base)' }} data-request-quotes>
      <h3 id="request-quotes-title" style={{ margin: '0 0 calc(var(--base) / 4)', fontSize: '1rem', fontWeight: 600 }}>
        {t.title}
      </h3>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {quotes.map((quote) => (
          <li key={quote.id} style={{ padding: 'calc(var(--base) / 4) 0', borderBottom: '1px solid var(--theme-elevation-100)' }} data-request-quote={quote.reference ?? ''} data-state={quote.state ?? ''}>
            <a href={`${config.routes.admin}/collections/quotes/${quote.id}`}>{quote.reference}</a> · {t.states[quote.state ?? ''] ?? quote.state}
            {quote.totalsText ? ` · ${quote.totalsText}` : ''}
          </li>
        ))}
      </ul>
    </section>
  )
}
