'use client'
import { useParams } from 'next/navigation'
import { getMessages } from '@/i18n/messages'
import { NewsListSkeleton } from '@/news/components/NewsSkeleton'
import { PageHero } from '@/shared/ui/PageHero'

export default function Loading() {
  const { locale } = useParams<{ locale?: string }>()
  const t = getMessages(locale === 'zh-Hant' ? 'zh-Hant' : 'en').news
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <section className="container-page py-12">
        <NewsListSkeleton label={t.loading} />
      </section>
    </>
  )
}
