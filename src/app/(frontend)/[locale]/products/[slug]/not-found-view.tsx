'use client'
import { useParams } from 'next/navigation'
import { ProductNotFound } from '@/catalogue/components/ProductNotFound'
import { getMessages } from '@/i18n/messages'

export default function NotFound() {
  const { locale } = useParams<{ locale?: string }>()
  return <ProductNotFound t={getMessages(locale === 'zh-Hant' ? 'zh-Hant' : 'en').products} />
}
