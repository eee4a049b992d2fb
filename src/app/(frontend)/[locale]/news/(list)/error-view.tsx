'use client'
import { useParams } from 'next/navigation'
import { useEffect } from 'react'
import { getMessages } from '@/i18n/messages'
import { PageHero } from '@/shared/ui/PageHero'
import { toast } from '@/shared/ui/toast/store'

/** The news list failed to load: say so inline and in a toast, and offer to reload the page. */
export default function NewsError({ error }: { error: Error & { digest?: string } }) {
  const { locale } = useParams<{ locale?: string }>()
  const messages = getMessages(locale === 'zh-Hant' ? 'zh-Hant' : 'en')
  const t = messages.news
  useEffect(() => {
    console.error(error)
    toast({ title: messages.common.error, description: t.loadFailed, variant: 'destructive' })
  }, [error, messages.common.error, t.loadFailed])
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} />
      <section className="container-page py-16 text-center">
        <p role="alert" className="text-lg text-red-800">
          {t.loadFailed}
        </p>
        <button type="button" onClick={() => window.location.reload()} className="button-gold mt-6">
          {t.tryAgain}
        </button>
      </section>
    </>
  )
}
