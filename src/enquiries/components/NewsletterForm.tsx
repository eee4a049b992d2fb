'use client'
import { useState, type FormEvent } from 'react'
import { toast } from '../../shared/ui/toast/store'
import type { FormFlash } from '../../platform/http/form-flash'
import { FORM_PATHS } from '../form-paths'
import { loadSchemas, preloadSchemas } from './preload-schemas'

type Labels = {
  emailLabel: string
  emailPlaceholder: string
  subscribe: string
  subscribing: string
  invalidEmail: string
  /** Shown when the server sends no message of its own. */
  failed: string
  success: string
  error: string
  successTitle: string
}

/** The `error` text of a JSON answer, if there is one. */
async function serverMessage(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined)
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined
  return typeof error === 'string' && error.trim() !== '' ? error : undefined
}

/**
 * The newsletter sign-up (the footer's, and the newsletter page's): validated with the shared schema, then
 * POSTed to the subscribe endpoint. Without JavaScript it is a plain post to /newsletter/subscribe
 * (endpoints/newsletter-form-post.ts), which answers with a page. `id` keeps two forms on one page apart;
 * `flash` is a refused plain post's address and reason.
 */
export function NewsletterForm({ labels, id = 'newsletter', flash }: { labels: Labels; id?: string; flash?: FormFlash }) {
  const [email, setEmail] = useState(flash?.values.email ?? '')
  const [error, setError] = useState<string | undefined>(flash?.errors.email)
  const inputId = `${id}-email`
  const errorId = `${inputId}-error`
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    // The shared schema is fetched on first use; when it cannot be (offline), sending could not succeed either.
    const schemas = await loadSchemas().catch((cause: unknown) => console.error('Newsletter subscription failed', cause))
    if (!schemas) {
      toast({ title: labels.error, description: labels.failed, variant: 'destructive' })
      return
    }
    const parsed = schemas.newsletterSchema.safeParse({ email })
    if (!parsed.success) {
      setError(labels.invalidEmail)
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      const response = await fetch('/api/newsletter-subscribers/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      })
      if (response.ok) {
        setEmail('')
        toast({ title: labels.successTitle, description: labels.success })
        return
      }
      // The server's message in the page's language (duplicate address, too many attempts...); the generic text
      // only when it sent none, e.g. a proxy's HTML error page (spec §8).
      const message = (await serverMessage(response)) ?? labels.failed
      console.error('Newsletter subscription failed', response.status, message)
      toast({ title: labels.error, description: message, variant: 'destructive' })
    } catch (cause) {
      console.error('Newsletter subscription failed', cause)
      toast({ title: labels.error, description: labels.failed, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    // The box and the button share a row only where the whole placeholder fits beside the button (a container query:
    // the footer's column is narrower on a 1280 px screen than on a tablet); otherwise the button goes under the box.
    <form method="post" action={FORM_PATHS.newsletterSubscribe} onSubmit={submit} onFocus={preloadSchemas} noValidate className="@container flex flex-col gap-2">
      <label htmlFor={inputId} className="sr-only">
        {labels.emailLabel}
      </label>
      <div className="flex flex-col gap-2 @xs:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          disabled={busy}
          placeholder={labels.emailPlaceholder}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-full min-w-0 rounded-full border border-white/25 bg-white/10 px-4 py-2 text-sm text-white placeholder:text-white/60 focus:border-gold focus:outline-none"
        />
        <button type="submit" disabled={busy} className="button-gold shrink-0 px-4 py-2 whitespace-nowrap">
          {busy ? labels.subscribing : labels.subscribe}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </form>
  )
}
