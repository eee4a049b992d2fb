'use client'
import { useParams } from 'next/navigation'
import { ProductNotFound } from '@/catalogue/components/ProductNotFound'
import { getMessages } from '@/i18n/messages'
import { isSiteLocale } from '@/shared/locales'

export default function NotFound() {
  const { locale } = useParams<{ locale?: string }>()
  return <ProductNotFound t={getMessages(isSiteLocale(locale) ? locale : 'en').products} />
}
