'use client'
import { useParams } from 'next/navigation'
import { useEffect } from 'react'
import { errorTitle, newsListWords } from '@/i18n/messages/boundary-words'
import { PageHero } from '@/shared/ui/PageHero'
import { toast } from '@/shared/ui/toast/store'
import { isSiteLocale } from '@/shared/locales'

/** The news list failed to load: say so inline and in a toast, and offer to reload the page. */
export default function NewsError({ error }: { error: Error & { digest?: string } }) {
  const { locale } = useParams<{ locale?: string }>()
  // Only the words it shows: this view is sent to the browser (boundary-words.ts).
  const language = isSiteLocale(locale) ? locale : 'en'
  const t = newsListWords[language]
  useEffect(() => {
    console.error(error)
    toast({ title: errorTitle[language], description: t.loadFailed, variant: 'destructive' })
  }, [error, language, t.loadFailed])
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
