'use client'
import { useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { ClientFieldWithOptionalType, FieldClientComponent } from 'payload'
import { textIn, wordsFor, type Bilingual } from '../../shared/admin-label'
import { adminDateTime } from './date-time'
import './readable-field.css'

type Props = {
  path: string
  /** The label in both admin languages (see readable() in ContactMessages). */
  labels?: Bilingual
  /** Values shown in words instead of their stored code (the site language: 'en' → English / 英文). */
  words?: Record<string, Bilingual>
  /** Adds a reply link: mailto the value, with the subject 'Re: <subject>' from this field. */
  replySubjectField?: string
  /** 'date-time': a stored time shown as yyyy-MM-dd HH:mm in the administrator's time zone. */
  format?: 'date-time'
  /** A note under the value, in both admin languages. */
  description?: Bilingual
}

const text = {
  en: { reply: 'Reply by e-mail', none: '—' },
  zh: { reply: '以電郵回覆', none: '—' },
}

/**
 * A stored, read-only value (a message's sender, subject, text, its delivery
 * status and times) shown as plain readable text rather than a greyed-out input.
 */
export const ReadableField: FieldClientComponent<ClientFieldWithOptionalType, Props> = ({ path, labels, words, replySubjectField, format, description }) => {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, text)
  const { value } = useField<string>({ path })
  const subject = useFormFields(([fields]) => (replySubjectField ? fields[replySubjectField]?.value : undefined))
  const stored = typeof value === 'string' ? value : value == null ? '' : String(value)
  const word = words?.[stored]
  const shown = word ? textIn(word, i18n.language) : format === 'date-time' && stored ? adminDateTime(stored) : stored
  const label = labels ? textIn(labels, i18n.language) : ''
  const reply = replySubjectField && stored ? `mailto:${stored}?subject=${encodeURIComponent(`Re: ${String(subject ?? '')}`)}` : undefined

  return (
    <div className="field-type readable-field" data-readable-field={path}>
      <div className="readable-field__label">{label}</div>
      <div className="readable-field__value">
        {reply ? <a href={`mailto:${stored}`}>{stored}</a> : shown || t.none}
      </div>
      {reply && (
        <a className="btn btn--style-secondary btn--size-small readable-field__reply" href={reply} data-reply-link>
          {t.reply}
        </a>
      )}
      {description && <p className="readable-field__description">{textIn(description, i18n.language)}</p>}
    </div>
  )
}
