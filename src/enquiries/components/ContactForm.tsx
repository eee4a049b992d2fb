'use client'
import { useState, type FormEvent } from 'react'
import { SpinnerIcon } from '../../shared/ui/icons'
import { toast } from '../../shared/ui/toast/store'
import type { FormFlash } from '../../platform/http/form-flash'
import { FORM_PATHS } from '../form-paths'
import { loadSchemas, preloadSchemas } from './preload-schemas'

type Field = 'name' | 'email' | 'subject' | 'message'
type Labels = Record<Field, string> &
  Record<`${Field}Error` | `${Field}TooLong`, string> & { send: string; sending: string; success: string; failure: string; tooMany: string; error: string; successTitle: string }

const EMPTY: Record<Field, string> = { name: '', email: '', subject: '', message: '' }

/**
 * Validated with the shared schema before sending (errors under each field);
 * while sending the button reads 'Sending...'; on success the form is reset,
 * on failure the values are kept. Without JavaScript it is a plain post to
 * /contact/send (endpoints/contact-form-post.ts), which comes back here with
 * `flash`: what was typed and what was wrong.
 */
export function ContactForm({ labels, locale, flash }: { labels: Labels; locale: string; flash?: FormFlash }) {
  const [values, setValues] = useState<Record<Field, string>>({ ...EMPTY, ...flash?.values })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(flash?.errors ?? {})
  const [busy, setBusy] = useState(false)
  const [honeypot, setHoneypot] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    // The shared schema is fetched on first use; when it cannot be (offline), sending could not succeed either.
    const schemas = await loadSchemas().catch((cause: unknown) => console.error('Contact message failed:', cause))
    if (!schemas) {
      toast({ title: labels.error, description: labels.failure, variant: 'destructive' })
      return
    }
    const parsed = schemas.contactSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(schemas.contactFieldErrors(parsed.error.issues, labels))
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const response = await fetch('/api/contact-messages/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...parsed.data, locale, website: honeypot }),
      })
      const body = (await response.json().catch(() => ({}))) as { error?: string }
      if (!response.ok || body.error) {
        console.error('Contact message failed:', body.error ?? 'Failed to send message')
        toast({ title: labels.error, description: response.status === 429 ? labels.tooMany : labels.failure, variant: 'destructive' })
        return
      }
      setValues(EMPTY)
      toast({ title: labels.successTitle, description: labels.success })
    } catch (cause) {
      console.error('Contact message failed:', cause)
      toast({ title: labels.error, description: labels.failure, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  const field = (name: Field, input: 'input' | 'textarea', type = 'text', autoComplete?: string) => {
    const id = `contact-${name}`
    const common = {
      id,
      name,
      value: values[name],
      disabled: busy,
      autoComplete,
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id}-error` : undefined,
      className: 'input-field',
    }
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {labels[name]}
        </label>
        {input === 'textarea' ? <textarea {...common} rows={5} /> : <input {...common} type={type} />}
        {errors[name] && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {errors[name]}
          </p>
        )}
      </div>
    )
  }

  return (
    <form method="post" action={FORM_PATHS.contactSend} onSubmit={submit} onFocus={preloadSchemas} noValidate className="flex flex-col gap-5">
      {flash?.formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800" data-form-error>
          {flash.formError}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', 'input', 'text', 'name')}
        {field('email', 'input', 'email', 'email')}
      </div>
      {field('subject', 'input')}
      {field('message', 'textarea')}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      </div>
      <button type="submit" disabled={busy} className="button-gold self-start">
        {busy && <SpinnerIcon width={18} height={18} />}
        {busy ? labels.sending : labels.send}
      </button>
    </form>
  )
}
