import type { Metadata } from 'next'
import Link from 'next/link'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { pageMetadata } from '@/seo/metadata'
import { PageHero } from '@/shared/ui/PageHero'

type Props = { params: Promise<{ locale: string }> }

/*
 * Where the contact form and the newsletter sign-up end when sent without JavaScript
 * (endpoints/contact-form-post.ts, newsletter-form-post.ts): the same words the toast says
 * with JavaScript, as a page of its own, kept out of search engines.
 */

export async function contactSentMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const c = getMessages(locale).contact
  return { ...(await pageMetadata(locale, 'contact', '/contact/sent', { title: c.sentTitle, description: c.success })), robots: { index: false } }
}

export async function subscribedMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const n = getMessages(locale).newsletter
  return { ...(await pageMetadata(locale, 'contact', '/newsletter/subscribed', { title: n.subscribedTitle, description: n.success })), robots: { index: false } }
}

export async function ContactSentPage({ params }: Props) {
  const c = getMessages(await routeLocale(params)).contact
  return <Sent eyebrow={c.eyebrow} title={c.sentTitle} text={c.success} back={c.backHome} marker="contact" />
}

export async function SubscribedPage({ params }: Props) {
  const n = getMessages(await routeLocale(params)).newsletter
  return <Sent eyebrow={n.eyebrow} title={n.subscribedTitle} text={n.success} back={n.backHome} marker="newsletter" />
}

function Sent({ eyebrow, title, text, back, marker }: { eyebrow: string; title: string; text: string; back: string; marker: string }) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} />
      <div className="container-page py-16">
        <p role="status" className="max-w-2xl text-lg" data-form-sent={marker}>
          {text}
        </p>
        <Link href="/" className="button-gold mt-8 inline-block px-5 py-2">
          {back}
        </Link>
      </div>
    </>
  )
}
