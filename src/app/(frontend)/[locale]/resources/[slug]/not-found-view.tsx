'use client'
import { useParams } from 'next/navigation'
import { GalleryItemUnavailable } from '@/gallery/components/GalleryItemUnavailable'
import { getMessages } from '@/i18n/messages'
import { isSiteLocale } from '@/shared/locales'

/** The browser's side of a missing project; the server HTML shows the same view (GalleryProjectPage). */
export default function GalleryItemNotFound() {
  const { locale } = useParams<{ locale?: string }>()
  return <GalleryItemUnavailable t={getMessages(isSiteLocale(locale) ? locale : 'en')} redirect />
}
