'use client'
import { useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { ClientFieldWithOptionalType, FieldClientComponent } from 'payload'
import { adminDateTime } from './date-time'
import './readable-field.css'

type Texts = { en: string; 'zh-TW': string }
type Props = {
  path: string
  /** The label in both admin languages (see readable() in ContactMessages). */
  labels?: Texts
  /** Values shown in words instead of their stored code (the site language: 'en' → English / 英文). */
  words?: Record<string, Texts>
  /** Adds a reply link: mailto the value, with the subject 'Re: <subject>' from this field. */
  replySubjectField?: string
  /** 'date-time': a stored time shown as yyyy-MM-dd HH:mm in the administrator's time zone. */
  format?: 'date-time'
  /** A note under the value, in both admin languages. */
  description?: Texts
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
  const t = i18n.language === 'zh-TW' ? text.zh : text.en
  const { value } = useField<string>({ path })
  const subject = useFormFields(([fields]) => (replySubjectField ? fields[replySubjectField]?.value : undefined))
  const stored = typeof value === 'string' ? value : value == null ? '' : String(value)
  const zh = i18n.language === 'zh-TW'
  const word = words?.[stored]
  const shown = word ? (zh ? word['zh-TW'] : word.en) : format === 'date-time' && stored ? adminDateTime(stored) : stored
  const label = labels ? (zh ? labels['zh-TW'] : labels.en) : ''
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
      {description && <p className="readable-field__description">{zh ? description['zh-TW'] : description.en}</p>}
    </div>
  )
}
