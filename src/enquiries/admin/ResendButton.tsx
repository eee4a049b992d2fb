'use client'
import { Button, toast, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { wordsFor } from '../../shared/admin-label'

const text = {
  en: {
    resend: 'Resend',
    sending: 'Queuing...',
    help: 'Sending has stopped. Resend queues the message again, with a fresh retry schedule.',
    done: 'Message queued for sending again',
    failed: 'Could not resend the message',
  },
  zh: {
    resend: '重新傳送',
    sending: '正在排隊...',
    help: '已停止傳送。重新傳送會再次排隊，並重新開始重試時間表。',
    done: '訊息已重新排隊傳送',
    failed: '無法重新傳送訊息',
  },
}

/** Statuses after which nothing is queued for the message (as RESENDABLE in endpoints/resend.ts). */
const STOPPED = ['failed', 'not-configured']

/** Sidebar action on a contact message whose delivery failed or never started: queues it again. */
export function ResendButton() {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, text)
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.deliveryStatus?.value)
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (id === undefined || !STOPPED.includes(String(status))) return null

  const resend = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/contact-messages/${String(id)}/resend`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { error?: string }
      if (!response.ok) throw new Error(body.error ?? String(response.status))
      toast.success(t.done)
      router.refresh()
    } catch (error) {
      toast.error(`${t.failed}: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <p style={{ margin: '0 0 calc(var(--base) / 2)' }}>{t.help}</p>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => void resend()}>
        {busy ? t.sending : t.resend}
      </Button>
    </div>
  )
}
