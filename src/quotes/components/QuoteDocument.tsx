import type { Quote } from '@/payload-types'
import type { SiteLocale } from '@/shared/locales'
import { fill } from '@/shared/text/fill'
import { longDate } from '@/shared/text/long-date'
import { deliveryText, type QuoteWords } from '../pages/line-texts'
import type { PrintedQuote } from '../printed'
import { moneyText } from '../totals'
import { QuoteLines } from './QuoteLines'

type Props = { quote: Quote; printed: PrintedQuote | undefined; locale: SiteLocale; t: QuoteWords }

function Facts({ rows }: { rows: [string, string, string?][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value, data]) => (
        <div key={term} className="contents">
          <dt className="text-sm text-stone">{term}</dt>
          <dd className="break-words" data-quote-fact={data}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The quote itself, as sent: who it is for, the owner's message, the lines, the totals per currency and the terms. */
export function QuoteDocument({ quote, printed, locale, t }: Props) {
  const preparedFor = [quote.company, quote.name].filter(Boolean).join(' — ')
  const issued = printed?.issuedAt ?? quote.sentAt
  const totals = quote.totals ?? []
  return (
    // Under the page's heading (the quote's reference); each part has a heading of its own.
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8 print:p-0 print:shadow-none print:ring-0" data-quote>
      <div>
        <Facts
          rows={[
            [t.reference, quote.reference ?? `#${quote.id}`, 'reference'],
            ...(issued ? [[t.issued, longDate(locale, issued)] as [string, string]] : []),
            [t.validUntil, longDate(locale, quote.validUntil), 'valid-until'],
            ...(printed?.requestReference ? [[t.requestReference, printed.requestReference] as [string, string]] : []),
            ...(preparedFor ? [[t.to, preparedFor] as [string, string]] : []),
          ]}
        />
      </div>
      {quote.message && (
        <>
          <h2 className="mt-8 font-serif text-xl">{t.message}</h2>
          <p className="mt-3 break-words whitespace-pre-line">{quote.message}</p>
        </>
      )}
      <h2 id="quote-lines-title" className="mt-8 font-serif text-xl">
        {t.lines}
      </h2>
      <QuoteLines quote={quote} locale={locale} t={t} labelledBy="quote-lines-title" />
      <h2 className="mt-8 font-serif text-xl">{t.totals}</h2>
      {totals.length ? (
        <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]" data-quote-totals>
          {totals.map((total) => (
            <div key={total.currency} className="contents">
              <dt className="text-sm text-stone">{fill(t.totalIn, { currency: total.currency })}</dt>
              <dd className="text-lg font-semibold">{moneyText(total.currency, total.amount, locale)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3" data-quote-totals>
          {t.noPricedLines}
        </p>
      )}
      <h2 className="mt-8 font-serif text-xl">{t.terms}</h2>
      <div className="mt-3">
        <Facts
          rows={[
            [t.deliveryTerms, deliveryText(quote, t)],
            [t.paymentTerms, t.paymentTermNames[quote.paymentTerms]],
            [t.validity, fill(t.validityText, { date: longDate(locale, quote.validUntil) })],
          ]}
        />
      </div>
    </div>
  )
}
