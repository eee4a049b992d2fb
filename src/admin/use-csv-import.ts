'use client'
import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, type ChangeEvent } from 'react'

export type CsvRowError = { line: number; message: string }
type ImportAnswer = { message?: string; error?: string; errors?: CsvRowError[] } & Record<string, unknown>

/**
 * An all-or-nothing CSV import from a file input: posts the file's text,
 * shows the server's row errors, toasts the outcome and refreshes the page.
 */
export function useCsvImport(url: string, messages: { failed: string; done: (answer: ImportAnswer) => string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<CsvRowError[]>([])

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setBusy(true)
    setErrors([])
    try {
      const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'text/csv' }, body: await file.text() })
      const answer = (await response.json().catch(() => ({}))) as ImportAnswer
      if (!response.ok) {
        setErrors(answer.errors ?? [])
        toast.error(answer.error ?? answer.errors?.[0]?.message ?? messages.failed)
        return
      }
      toast.success(messages.done(answer))
      router.refresh()
    } catch {
      toast.error(messages.failed)
    } finally {
      setBusy(false)
    }
  }

  return { busy, errors, onFile }
}
