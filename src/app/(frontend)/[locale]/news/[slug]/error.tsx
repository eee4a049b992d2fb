'use client'
import { useParams, useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { getMessages } from '@/i18n/messages'
import { toast } from '@/site-shell/toast/store'

/** The article failed to load: a toast, then back to the list (spec §2.9). */
export default function NewsItemError({ error }: { error: Error & { digest?: string } }) {
  const { locale } = useParams<{ locale?: string }>()
  const router = useRouter()
  const messages = getMessages(locale === 'zh-Hant' ? 'zh-Hant' : 'en')
  useEffect(() => {
    console.error(error)
    toast({ title: messages.common.error, description: messages.news.itemLoadFailed, variant: 'destructive' })
    router.replace('/news')
  }, [error, messages, router])
  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-ink px-6 pt-28 pb-16 text-center text-white">
      <p role="alert" className="text-lg">
        {messages.news.itemLoadFailed}
      </p>
    </section>
  )
}
