'use client'
import { useRef, useState, type FormEvent } from 'react'
import type { Messages } from '../../i18n/messages'
import { SpinnerIcon } from '../../shared/ui/icons'
import type { RequestLine } from '../lines'
import { encodeLines } from '../lines'
import { HONEYPOT_FIELD, REQUEST_LIMITS, requestSchema, SUBMISSION_FIELD } from '../schemas'
import type { FormFlash } from '../../platform/http/form-flash'

type Field = 'name' | 'company' | 'email' | 'phone' | 'country' | 'message'

type Props = {
  lines: RequestLine[]
  t: Messages['requests']
  locale: string
  /** A refused plain post's values and errors (form-flash.ts). */
  flash?: FormFlash
  /** Called once a request is stored (the JavaScript path), before the thank-you page. */
  onSent?: () => void
  enhanced: boolean
  /** The site's privacy policy, shown under the send button on request. */
  privacy: { title: string; paragraphs: readonly string[] }
  /** The form's key when the server drew it per request (the page without JavaScript); else the browser makes one. */
  submissionKey?: string
}

/** A random key for this form (getRandomValues: randomUUID needs a secure context, which plain http is not). */
const newSubmissionKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

// 16 px text: a phone zooms into a smaller field when it takes focus.
const inputClass = 'mt-1 w-full rounded-md border border-stone/30 bg-white px-3 py-2 text-base focus:border-gold focus:outline-none'

/**
 * The buyer's details and the send button. A plain form post to /request/send
 * (no JavaScript needed); with JavaScript it is checked with the shared schema
 * first and sent as JSON to /api/requests/submit, errors shown under each field.
 */
export function RequestForm({ lines, t, locale, flash, onSent, enhanced, privacy, submissionKey }: Props) {
  // Kept for as long as the form is on the page: sending again after a timeout sends the same key,
  // and the server answers with the request it already stored (submit-request.ts).
  const key = useRef(submissionKey)
  const [errors, setErrors] = useState<Record<string, string>>(flash?.errors ?? {})
  const [formError, setFormError] = useState(flash?.formError)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!enhanced) return
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const details = Object.fromEntries(['name', 'company', 'email', 'phone', 'country', 'message', HONEYPOT_FIELD].map((name) => [name, String(data.get(name) ?? '')]))
    const parsed = requestSchema(t.errors).safeParse(details)
    const found: Record<string, string> = {}
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message
    if (lines.length === 0) found.lines = t.errors.lines
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setFormError(t.fixErrors)
      return
    }
    setFormError(undefined)
    setBusy(true)
    try {
      key.current ??= newSubmissionKey()
      const response = await fetch('/api/requests/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...details, [SUBMISSION_FIELD]: key.current, locale, lines }),
      })
      const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string>; receipt?: string }
      if (response.ok) {
        onSent?.()
        // The request's own summary (src/requests/receipt.ts): the address leaves the list's /request?lines=….
        window.location.assign(body.receipt ?? '/request/sent')
        return
      }
      setErrors(body.fields ?? {})
      setFormError(response.status === 429 ? t.tooMany : (body.error ?? t.failure))
    } catch {
      setFormError(t.failure)
    } finally {
      setBusy(false)
    }
  }

  const field = (name: Field, input: 'input' | 'textarea', options: { type?: string; autoComplete?: string; required?: boolean; minLength?: number } = {}) => {
    const error = errors[name]
    const common = {
      id: `request-${name}`,
      name,
      defaultValue: flash?.values[name] ?? '',
      maxLength: REQUEST_LIMITS[name],
      required: options.required ?? true,
      minLength: options.minLength,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `request-${name}-error` : undefined,
      className: inputClass,
    }
    return (
      <div className={name === 'message' ? 'sm:col-span-2' : undefined}>
        <label htmlFor={`request-${name}`} className="text-sm font-semibold">
          {t[name]}
        </label>
        {input === 'textarea' ? <textarea rows={5} {...common} /> : <input type={options.type ?? 'text'} autoComplete={options.autoComplete} {...common} />}
        {error && (
          <p id={`request-${name}-error`} className="mt-1 text-sm text-red-700" data-field-error={name}>
            {error}
          </p>
        )}
      </div>
    )
  }

  return (
    <form method="post" action="/request/send" onSubmit={(event) => void submit(event)} noValidate={enhanced} className="grid gap-4 sm:grid-cols-2" data-request-form>
      <input type="hidden" name="lines" value={encodeLines(lines)} />
      {submissionKey && <input type="hidden" name={SUBMISSION_FIELD} value={submissionKey} />}
      {/* Hidden from people (and from assistive technology); bots fill it. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="request-website">Website</label>
        <input id="request-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 sm:col-span-2" data-form-error>
          {formError}
          {errors.lines && <span className="block">{errors.lines}</span>}
        </p>
      )}
      {field('name', 'input', { autoComplete: 'name', minLength: 2 })}
      {field('company', 'input', { autoComplete: 'organization', minLength: 2 })}
      {field('email', 'input', { type: 'email', autoComplete: 'email' })}
      {field('phone', 'input', { type: 'tel', autoComplete: 'tel', required: false })}
      {field('country', 'input', { autoComplete: 'country-name', minLength: 2 })}
      {field('message', 'textarea', { minLength: 10 })}
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-start">
        <button type="submit" disabled={busy} className="button-gold inline-flex shrink-0 items-center gap-2 self-start px-6 py-3">
          {busy && <SpinnerIcon />}
          {busy ? t.sending : t.send}
        </button>
        {/* A disclosure rather than a dialog: it opens without JavaScript too. */}
        <div className="text-sm text-stone" data-privacy-notice>
          <p>{t.privacyNotice}</p>
          <details className="mt-1">
            <summary className="cursor-pointer font-semibold text-gold-dark underline-offset-2 hover:underline">{privacy.title}</summary>
            <div className="mt-2 space-y-2">
              {privacy.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        </div>
      </div>
    </form>
  )
}
