'use client'
import { useParams, useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { getMessages } from '@/i18n/messages'
import { toast } from '@/site-shell/toast/store'

/**
 * A project that fails to load: the spec (§2.7, §8) shows the toast
 * 'Failed to load gallery item' and sends the visitor back to the gallery.
 */
export default function GalleryItemError({ error }: { error: Error & { digest?: string } }) {
  const { locale } = useParams<{ locale?: string }>()
  const router = useRouter()
  const t = getMessages(locale === 'zh-Hant' ? 'zh-Hant' : 'en').gallery
  useEffect(() => {
    console.error('Failed to load gallery item', error.digest ?? error.message)
    toast({ description: t.loadItemFailed, variant: 'destructive' })
    router.replace('/resources')
  }, [error, router, t])
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center bg-ink px-6 pt-28 pb-20 text-center text-white" role="alert">
      <h1 className="font-serif text-3xl">{t.loadItemFailed}</h1>
      <p className="mt-3 text-white/75">{t.returning}</p>
    </section>
  )
}
