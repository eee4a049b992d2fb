'use client'
import { useParams } from 'next/navigation'
import { getMessages } from '@/i18n/messages'
import { NewsItemUnavailable } from '@/news/components/NewsItemUnavailable'
import { isSiteLocale } from '@/shared/locales'

/** The browser's side of a missing article; the server HTML shows the same view (NewsArticlePage). */
export default function NewsItemNotFound() {
  const { locale } = useParams<{ locale?: string }>()
  return <NewsItemUnavailable t={getMessages(isSiteLocale(locale) ? locale : 'en')} redirect />
}
