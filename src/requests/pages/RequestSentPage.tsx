import type { Metadata } from 'next'
import Link from 'next/link'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { pageMetadata } from '@/seo/metadata'
import { PageHero } from '@/shared/ui/PageHero'

type Props = { params: Promise<{ locale: string }> }

export async function requestSentMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const t = getMessages(locale).requests
  return { ...(await pageMetadata(locale, 'contact', '/request/sent', { title: t.sentTitle, description: t.sent })), robots: { index: false } }
}

/**
 * The plain thank-you page, for an answer that has no request to show (a bot's post, answered like a
 * success; a request sent before the summaries existed): a stored request's own page is its summary
 * (RequestReceiptPage).
 */
export async function RequestSentPage({ params }: Props) {
  const locale = await routeLocale(params)
  const t = getMessages(locale).requests
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.sentTitle} />
      <div className="container-page py-16">
        <p role="status" className="max-w-2xl text-lg" data-request-sent>
          {t.sent}
        </p>
        <Link href="/products" className="button-gold mt-8 inline-block px-5 py-2">
          {t.backToProducts}
        </Link>
      </div>
    </>
  )
}
