import type { Quote } from '@/payload-types'
import type { SiteLocale } from '@/shared/locales'
import { fill } from '@/shared/text/fill'
import { longDate } from '@/shared/text/long-date'
import type { QuoteWords } from '../pages/line-texts'

/** Where the quote stands for the buyer, besides open for acceptance (which the form itself says). */
export type BuyerState = { kind: 'open' } | { kind: 'expired' } | { kind: 'accepted' } | { kind: 'superseded'; latest?: { reference: string; path: string } }

type Props = { quote: Quote; state: BuyerState; locale: SiteLocale; t: QuoteWords; refusal?: string }

const BOX = 'rounded-xl px-5 py-4 ring-1'

/**
 * The state's notice above the quote: accepted (when, by whom, the purchase order), expired (when), or
 * replaced (by which revision, with its own page's link); and an acceptance refused a moment ago, when
 * its reason is not already the notice's own words.
 */
export function QuoteNotice({ quote, state, locale, t, refusal }: Props) {
  const notice = stateNotice(quote, state, locale, t)
  const extra = refusal && refusal !== notice?.text ? refusal : undefined
  if (!notice && !extra) return null
  return (
    <div id="quote-status" className="mb-8 flex scroll-mt-28 flex-col gap-3">
      {extra && (
        <p role="alert" className={`${BOX} bg-red-50 text-red-800 ring-red-200`} data-form-error>
          {extra}
        </p>
      )}
      {notice && (
        <div role="status" className={`${BOX} ${notice.tone}`} data-quote-state={state.kind}>
          <p>{notice.text}</p>
          {notice.more}
        </div>
      )}
    </div>
  )
}

function stateNotice(quote: Quote, state: BuyerState, locale: SiteLocale, t: QuoteWords) {
  switch (state.kind) {
    case 'open':
      return undefined
    case 'accepted': {
      const by = [quote.acceptedName && fill(t.acceptedBy, { name: quote.acceptedName }), quote.purchaseOrder && fill(t.acceptedPo, { po: quote.purchaseOrder })].filter(Boolean).join(' · ')
      return {
        tone: 'bg-gold/15 text-ink ring-gold/40',
        text: fill(t.accepted, { date: longDate(locale, quote.acceptedAt ?? quote.updatedAt) }),
        more: by ? <p className="mt-1 text-sm break-words">{by}</p> : null,
      }
    }
    case 'expired':
      return { tone: 'bg-cream text-ink ring-stone/30', text: fill(t.expired, { date: longDate(locale, quote.validUntil) }), more: null }
    case 'superseded':
      return {
        tone: 'bg-cream text-ink ring-stone/30',
        text: fill(t.superseded, { reference: state.latest?.reference ?? quote.number ?? '' }),
        more: state.latest ? (
          <p className="mt-2">
            {/* A plain link: nothing prefetches another quote's page before the buyer asks for it. */}
            <a href={state.latest.path} className="font-semibold text-gold-dark underline underline-offset-4 hover:text-ink" data-latest-revision>
              {t.openLatest}
            </a>
          </p>
        ) : null,
      }
  }
}
