'use client'
import { useParams } from 'next/navigation'
import { getMessages } from '@/i18n/messages'
import { NotFoundView } from '@/site-shell/pages/NotFoundView'
import { isSiteLocale } from '@/shared/locales'

/** Rendered for notFound() below [locale]; the segment's params still tell the language. */
export default function NotFound() {
  const { locale } = useParams<{ locale?: string }>()
  return <NotFoundView t={getMessages(isSiteLocale(locale) ? locale : 'en')} />
}
