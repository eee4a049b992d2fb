'use client'
import { useParams } from 'next/navigation'
import { newsListWords } from '@/i18n/messages/boundary-words'
import { NewsListSkeleton } from '@/news/components/NewsSkeleton'
import { PageHero } from '@/shared/ui/PageHero'
import { isSiteLocale } from '@/shared/locales'

export default function Loading() {
  const { locale } = useParams<{ locale?: string }>()
  // Only the words it shows: this view is sent to the browser (boundary-words.ts).
  const t = newsListWords[isSiteLocale(locale) ? locale : 'en']
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <section className="container-page py-12">
        <NewsListSkeleton label={t.loading} />
      </section>
    </>
  )
}
