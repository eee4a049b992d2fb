import config from '@payload-config'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { getMessages } from '@/i18n/messages'
import { siteLocales } from '@/shared/locales'
import { routeLocale } from '@/i18n/route-locale'
import type { Request } from '@/payload-types'
import { fill } from '@/shared/text/fill'
import { longDate } from '@/shared/text/long-date'
import { PageHero } from '@/shared/ui/PageHero'
import { PrintButton } from '@/shared/ui/PrintButton'
import { quantityText } from '../quantity-text'
import { availabilityOf, availabilityText } from '@/shared/item-codes/availability-text'
import { AvailabilityMark } from '@/shared/ui/AvailabilityMark'
import type { SiteLocale } from '@/shared/locales'
import { RECEIPT_DAYS, receiptRequestId } from '../receipt'

type Props = { params: Promise<{ locale: string; receipt: string }> }
type Words = ReturnType<typeof getMessages>['requests']
type AvailabilityWords = ReturnType<typeof getMessages>['availability']

export async function requestReceiptMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const t = getMessages(locale).requests
  // The address is the buyer's alone: no index, and no referrer carries it to another site.
  return { title: t.summaryTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/** The request the key names, read by the server (the signed key is the buyer's right to see it). */
async function receiptRequest(key: string): Promise<Request | undefined> {
  const id = receiptRequestId(key)
  if (!id) return undefined
  const payload = await getPayload({ config })
  return (await payload.findByID({ collection: 'requests', id, depth: 0, disableErrors: true, overrideAccess: true })) ?? undefined
}

function Details({ request, t }: { request: Request; t: Words }) {
  const rows: [string, string][] = [
    [t.name, request.name],
    [t.company, request.company],
    [t.email, request.email],
    ...(request.phone ? [[t.phone, request.phone] as [string, string]] : []),
    [t.country, request.country],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm text-stone">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** How a specification row that the item code leaves empty ends, in the language the request was sent in ("Denier: N/A"). */
const EMPTY_ROW_ENDINGS = siteLocales.map((each) => `: ${getMessages(each).products.na}`)

/** The specification as copied when the request arrived, without its empty rows. */
const knownSpecification = (specification: string) =>
  specification
    .split('\n')
    .filter((row) => !EMPTY_ROW_ENDINGS.some((ending) => row.trimEnd().endsWith(ending)))
    .join('\n')

function Lines({ request, t, a, locale, colon }: { request: Request; t: Words; a: AvailabilityWords; locale: SiteLocale; colon: string }) {
  return (
    <ol className="divide-y divide-stone/15" data-receipt-lines>
      {(request.lines ?? []).map((line, index) => (
        <li key={line.id ?? index} className="grid gap-1 py-4 sm:grid-cols-[2fr_1fr]">
          <div>
            <p className="font-semibold">
              {line.productName} <span className="font-normal text-stone">{line.itemCodeText ?? t.anyShade}</span>
            </p>
            {/* The code's availability when the request was sent (issue 52): a discontinued one was sent all the same. */}
            {line.availability && (
              <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm" data-receipt-availability={line.availability}>
                <span className="text-stone">{a.label}</span>
                <AvailabilityMark availability={availabilityOf(line)} text={availabilityText(line, a, locale)} />
              </p>
            )}
            {line.specification && <p className="mt-1 text-sm whitespace-pre-line text-stone">{knownSpecification(line.specification)}</p>}
            {line.note && <p className="mt-1 text-sm">{`${t.note}${colon}${line.note}`}</p>}
          </div>
          <p className="sm:text-right">{`${line.kind === 'quote' ? t.quote : t.samples}${colon}${quantityText(line.quantity, line.unit === 'metres' ? 'metres' : 'cones', t)}`}</p>
        </li>
      ))}
    </ol>
  )
}

/**
 * /request/sent/<key>: the summary a buyer lands on after sending a request (both the plain post and the
 * JavaScript path), which they may print: its reference, the day, the lines asked for with their
 * specification and notes, and the details and message they sent. Drawn per request (it reads the request);
 * an unknown, altered or expired key is a page not found.
 */
export async function RequestReceiptPage({ params }: Props) {
  const locale = await routeLocale(params)
  const { receipt } = await params
  const request = await receiptRequest(receipt)
  if (!request) notFound()
  const messages = getMessages(locale)
  const t = messages.requests
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.sentTitle} />
      <div className="container-page py-12 print:py-0">
        <p role="status" className="max-w-2xl text-lg" data-request-sent>
          {request.copyQueued ? t.sentWithCopy : t.sent}
        </p>
        <section aria-labelledby="receipt-title" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8 print:p-0 print:shadow-none print:ring-0" data-receipt>
          <h2 id="receipt-title" className="font-serif text-2xl">
            {t.summaryTitle}
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-sm text-stone">{t.reference}</dt>
            <dd className="font-semibold tracking-wide" data-receipt-reference>
              {request.reference ?? `#${request.id}`}
            </dd>
            <dt className="text-sm text-stone">{t.sentOn}</dt>
            <dd>{longDate(locale, request.createdAt)}</dd>
          </dl>
          <h3 className="mt-8 font-serif text-xl">{t.asked}</h3>
          <Lines request={request} t={t} a={messages.availability} locale={locale} colon={locale === 'en' ? ': ' : '：'} />
          <h3 className="mt-8 font-serif text-xl">{t.yourDetails}</h3>
          <div className="mt-3">
            <Details request={request} t={t} />
          </div>
          <h3 className="mt-8 font-serif text-xl">{t.message}</h3>
          <p className="mt-3 break-words whitespace-pre-line">{request.message}</p>
        </section>
        <p className="mt-6 max-w-2xl text-sm text-stone">{fill(t.keepThisPage, { days: String(RECEIPT_DAYS) })}</p>
        <div className="mt-8 flex flex-wrap gap-4 print:hidden">
          <PrintButton label={t.print} />
          <Link href="/products" className="button-gold inline-block px-5 py-2">
            {t.backToProducts}
          </Link>
        </div>
      </div>
    </>
  )
}
