'use client'
import { getTranslation } from '@payloadcms/translations'
import { useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { ClientFieldWithOptionalType, FieldClientComponent } from 'payload'
import './contact-message.css'

type Props = {
  path: string
  /** Values shown in words instead of their stored code (the site language: 'en' → English). */
  words?: Record<string, string>
  /** Adds a reply link: mailto the value, with the subject 'Re: <subject>' from this field. */
  replySubjectField?: string
}

const text = {
  en: { reply: 'Reply by e-mail', none: '—' },
  zh: { reply: '以電郵回覆', none: '—' },
}

/**
 * A stored, read-only value (a contact message's sender, subject, text) shown
 * as plain readable text rather than a greyed-out input.
 */
export const ReadableField: FieldClientComponent<ClientFieldWithOptionalType, Props> = ({ field, path, words, replySubjectField }) => {
  const { i18n } = useTranslation()
  const t = i18n.language === 'zh-TW' ? text.zh : text.en
  const { value } = useField<string>({ path })
  const subject = useFormFields(([fields]) => (replySubjectField ? fields[replySubjectField]?.value : undefined))
  const stored = typeof value === 'string' ? value : value == null ? '' : String(value)
  const shown = words?.[stored] ?? stored
  const label = 'label' in field && field.label ? getTranslation(field.label, i18n) : ''
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
    </div>
  )
}
