'use client'
import { useParams } from 'next/navigation'
import { getMessages } from '@/i18n/messages'
import { NewsArticleSkeleton } from '@/news/components/NewsSkeleton'

export default function Loading() {
  const { locale } = useParams<{ locale?: string }>()
  return <NewsArticleSkeleton label={getMessages(locale === 'zh-Hant' ? 'zh-Hant' : 'en').news.loading} />
}
