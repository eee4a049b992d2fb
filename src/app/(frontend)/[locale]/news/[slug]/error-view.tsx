'use client'
import { useParams } from 'next/navigation'
import { useEffect } from 'react'
import { getMessages } from '@/i18n/messages'
import { NewsItemUnavailable } from '@/news/components/NewsItemUnavailable'
import { isSiteLocale } from '@/shared/locales'

/** The article failed to load: a toast, then back to the list (spec §2.9). */
export default function NewsItemError({ error }: { error: Error & { digest?: string } }) {
  const { locale } = useParams<{ locale?: string }>()
  useEffect(() => console.error('Failed to load news item', error.digest ?? error.message), [error])
  return <NewsItemUnavailable t={getMessages(isSiteLocale(locale) ? locale : 'en')} redirect />
}
