import type { FormFlash } from '@/platform/http/form-flash'
import type { QuoteWords } from '../pages/line-texts'
import { BUYER_LIMITS } from '../buyer/schemas'

type FieldProps = { form: string; name: string; label: string; flash?: FormFlash; multiline?: boolean; maxLength: number; autoComplete?: string }

/** One labelled field, with what the buyer typed and the reason it was refused when a post came back (form-flash.ts). */
function Field({ form, name, label, flash, multiline, maxLength, autoComplete }: FieldProps) {
  const id = `${form}-${name}`
  const error = flash?.errors[name]
  const common = {
    id,
    name,
    defaultValue: flash?.values[name] ?? '',
    maxLength,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: 'input-field',
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type="text" />}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

const FormError = ({ text }: { text?: string }) =>
  text ? (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800" data-form-error>
      {text}
    </p>
  ) : null

// Plain posts, the same with JavaScript or without (no script on this page: the browser sends the form,
// the server answers 303 back here). The server checks every field in the page's language; the browser's
// own checks (in its language) are left off.
const FORM_CLASS = 'mt-5 flex flex-col gap-5'
const SECTION_CLASS = 'scroll-mt-28 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8 print:hidden'

export function AcceptForm({ path, t, flash }: { path: string; t: QuoteWords; flash?: FormFlash }) {
  return (
    <section id="accept" aria-labelledby="accept-title" className={SECTION_CLASS} data-accept>
      <h2 id="accept-title" className="font-serif text-2xl">
        {t.accept}
      </h2>
      <p className="mt-2 text-stone">{t.acceptIntro}</p>
      <form method="post" action={`${path}/accept`} noValidate className={FORM_CLASS}>
        <FormError text={flash?.formError} />
        {/* One above the other: side by side in half the page, a label on two lines pushed its field out of line. */}
        <Field form="accept" name="name" label={t.acceptName} flash={flash} maxLength={BUYER_LIMITS.name} autoComplete="name" />
        <Field form="accept" name="purchaseOrder" label={t.purchaseOrder} flash={flash} maxLength={BUYER_LIMITS.purchaseOrder} autoComplete="off" />
        <button type="submit" className="button-gold self-start">
          {t.acceptButton}
        </button>
      </form>
    </section>
  )
}

export function QuestionForm({ path, t, flash, sent }: { path: string; t: QuoteWords; flash?: FormFlash; sent: boolean }) {
  return (
    <section id="question" aria-labelledby="question-title" className={SECTION_CLASS} data-question>
      <h2 id="question-title" className="font-serif text-2xl">
        {t.question}
      </h2>
      <p className="mt-2 text-stone">{t.questionIntro}</p>
      {sent && (
        <p role="status" className="mt-4 rounded-lg bg-gold/15 px-4 py-3 text-sm text-ink" data-question-sent>
          {t.questionSent}
        </p>
      )}
      <form method="post" action={`${path}/question`} noValidate className={FORM_CLASS}>
        <FormError text={flash?.formError} />
        <Field form="question" name="message" label={t.questionLabel} flash={flash} multiline maxLength={BUYER_LIMITS.message} />
        <button type="submit" className="button-gold self-start">
          {t.questionButton}
        </button>
      </form>
    </section>
  )
}
