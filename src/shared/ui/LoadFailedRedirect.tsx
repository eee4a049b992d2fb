'use client'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { toast } from './toast/store'

type Props = {
  /** The spec's toast text, also the heading of the view ('Failed to load news item'). */
  message: string
  /** A title above the toast text, when the spec gives one (news: Error). */
  toastTitle?: string
  detail?: string
  /** The list the visitor is sent back to. */
  href: '/news' | '/resources'
  linkLabel: string
}

/** The view alone: what the server HTML of a missing item shows, for crawlers and visitors without JavaScript. */
export function LoadFailedView({ message, detail, href, linkLabel }: Props) {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center bg-ink px-6 pt-28 pb-20 text-center text-white">
      <h1 className="font-serif text-3xl">{message}</h1>
      {detail && <p className="mt-3 text-white/75">{detail}</p>}
      <Link href={href} className="button-gold mt-8">
        {linkLabel}
      </Link>
    </section>
  )
}

/**
 * A news article or gallery project that is missing or failed to load (spec
 * §2.7, §2.9, §8): a toast, then back to the list. Rendered by the segment's
 * not-found.tsx and error.tsx only: the page's own server view (LoadFailedView)
 * is replaced by not-found.tsx in the browser, and both raising the toast would
 * show it twice.
 */
export function LoadFailedRedirect({ message, toastTitle, detail, href, linkLabel }: Props) {
  const router = useRouter()
  useEffect(() => {
    toast({ title: toastTitle, description: message, variant: 'destructive' })
    router.replace(href)
  }, [href, message, router, toastTitle])
  return <LoadFailedView message={message} detail={detail} href={href} linkLabel={linkLabel} />
}
