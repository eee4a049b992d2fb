'use client'
import { useParams } from 'next/navigation'
import { useEffect } from 'react'
import { GalleryItemUnavailable } from '@/gallery/components/GalleryItemUnavailable'
import { getMessages } from '@/i18n/messages'
import { isSiteLocale } from '@/shared/locales'

/** A project that fails to load: the toast 'Failed to load gallery item', then back to the gallery (spec §2.7, §8). */
export default function GalleryItemError({ error }: { error: Error & { digest?: string } }) {
  const { locale } = useParams<{ locale?: string }>()
  useEffect(() => console.error('Failed to load gallery item', error.digest ?? error.message), [error])
  return <GalleryItemUnavailable t={getMessages(isSiteLocale(locale) ? locale : 'en')} redirect />
}
