import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload, type Payload } from 'payload'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { readFlash } from '@/platform/http/form-flash'
import type { Quote } from '@/payload-types'
import { PageHero } from '@/shared/ui/PageHero'
import { PrintButton } from '@/shared/ui/PrintButton'
import { QUESTION_SENT_PARAM } from '../buyer/form-door'
import { latestRevision, quoteOfKey } from '../buyer/read'
import { AcceptForm, QuestionForm } from '../components/BuyerForms'
import { QuoteDocument } from '../components/QuoteDocument'
import { type BuyerState, QuoteNotice } from '../components/QuoteNotice'
import { quotePath } from '../link'
import { printedOf } from '../printed'
import { isExpired } from '../validity'

type Props = { params: Promise<{ locale: string; key: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function quotePageMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const locale = await routeLocale(params)
  // One buyer's private address: never indexed, and no referrer carries it to another site. Not
  // 'no-referrer', as on /request/sent: under it a browser names its form posts' origin "null", which the
  // forms' door rightly refuses (platform/limits/public-write.ts); 'same-origin' keeps the Origin of the
  // page's own posts and sends no referrer to any other origin, the other language hosts included. The
  // title names no quote, so that a key that opens nothing tells nothing either.
  return { title: getMessages(locale).quotes.title, robots: { index: false, follow: false }, referrer: 'same-origin' }
}

async function buyerState(payload: Payload, quote: Quote): Promise<BuyerState> {
  if (quote.status === 'accepted') return { kind: 'accepted' }
  if (quote.status === 'superseded') {
    const latest = await latestRevision(payload, quote)
    return { kind: 'superseded', latest: latest && { reference: latest.reference ?? latest.number ?? '', path: quotePath(latest.id) } }
  }
  return isExpired(quote.validUntil) ? { kind: 'expired' } : { kind: 'open' }
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/**
 * /quote/<key>: the buyer's own page of a sent quote (issue 51.3), reached from the quote's mail, in
 * the host's language: the quote as sent, its PDF, and while it is open the acceptance form; a
 * question can be asked in every state. Read per visit past the staff-only access rules, the signed
 * key being the right to it; a bad key, a draft or a link closed 30 days after the validity is the
 * site's Page Not Found.
 */
export async function QuotePage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  const { key } = await params
  const payload = await getPayload({ config })
  const quote = await quoteOfKey(payload, key)
  // Before anything is streamed, so the answer is a 404. (A page drawn per request cannot also keep the
  // Page Not Found view in its server HTML, as shared/routing/NotFoundStatus does for cached pages: the
  // status would be sent with the first bytes, as 200. The view is drawn by the browser, as for /request/sent.)
  if (!quote) notFound()
  const query = await searchParams
  const [state, acceptFlash, questionFlash] = await Promise.all([buyerState(payload, quote), readFlash(one(query.accept)), readFlash(one(query.question))])
  const t = getMessages(locale).quotes
  const path = quotePath(quote.id)
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={`${t.title} ${quote.reference ?? ''}`.trim()} />
      <div className="container-page py-12 print:py-0">
        <QuoteNotice quote={quote} state={state} locale={locale} t={t} refusal={state.kind === 'open' ? undefined : acceptFlash?.formError} />
        <QuoteDocument quote={quote} printed={printedOf(quote)} locale={locale} t={t} />
        <div className="mt-6 flex flex-wrap items-center gap-4 print:hidden">
          <a href={`${path}/pdf`} download className="button-gold" data-quote-pdf>
            {t.pdf}
          </a>
          <PrintButton label={t.print} />
        </div>
        <div className={`mt-10 grid items-start gap-8 ${state.kind === 'open' ? 'lg:grid-cols-2' : 'max-w-3xl'}`}>
          {state.kind === 'open' && <AcceptForm path={path} t={t} flash={acceptFlash} />}
          <QuestionForm path={path} t={t} flash={questionFlash} sent={one(query[QUESTION_SENT_PARAM]) === '1' && !questionFlash} />
        </div>
        <p className="mt-8 max-w-2xl text-sm text-stone print:hidden">{t.privateLink}</p>
      </div>
    </>
  )
}
