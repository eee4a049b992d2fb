'use client'
import { useParams, useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'
import { getMessages } from '@/i18n/messages'
import { toast } from '@/shared/ui/toast/store'
import { isSiteLocale } from '@/shared/locales'

/** The gallery list failed to load: the spec's toast (§8) and a way to try again. */
export default function GalleryError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale } = useParams<{ locale?: string }>()
  const router = useRouter()
  const t = getMessages(isSiteLocale(locale) ? locale : 'en').gallery
  useEffect(() => {
    console.error('Failed to load gallery data', error.digest ?? error.message)
    toast({ description: t.loadFailed, variant: 'destructive' })
  }, [error, t])
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center bg-ink px-6 pt-28 pb-20 text-center text-white" role="alert">
      <h1 className="font-serif text-3xl">{t.loadFailed}</h1>
      <button
        type="button"
        className="button-gold mt-8"
        onClick={() =>
          startTransition(() => {
            router.refresh()
            reset()
          })
        }
      >
        {t.tryAgain}
      </button>
    </section>
  )
}
