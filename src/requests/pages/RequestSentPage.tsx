import type { Metadata } from 'next'
import Link from 'next/link'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { pageMetadata } from '@/seo/metadata'
import { PageHero } from '@/shared/ui/PageHero'

type Props = { params: Promise<{ locale: string }> }
/** copyQueued: the buyer's copy was queued (the address /request/sent/copy), and the page says so. */
type PageProps = Props & { copyQueued?: boolean }

export async function requestSentMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const t = getMessages(locale).requests
  return { ...(await pageMetadata(locale, 'contact', '/request/sent', { title: t.sentTitle, description: t.sent })), robots: { index: false } }
}

/** The thank-you page after a request is stored (both the plain post and the JavaScript path end here, lines.ts: sentPagePath). */
export async function RequestSentPage({ params, copyQueued = false }: PageProps) {
  const locale = await routeLocale(params)
  const t = getMessages(locale).requests
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.sentTitle} />
      <div className="container-page py-16">
        <p role="status" className="max-w-2xl text-lg" data-request-sent>
          {copyQueued ? t.sentWithCopy : t.sent}
        </p>
        <Link href="/products" className="button-gold mt-8 inline-block px-5 py-2">
          {t.backToProducts}
        </Link>
      </div>
    </>
  )
}
