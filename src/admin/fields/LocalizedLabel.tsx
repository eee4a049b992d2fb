'use client'
import { getTranslation } from '@payloadcms/translations'
import { FieldLabel, useLocale, useTranslation } from '@payloadcms/ui'
import type { StaticLabel } from 'payload'

type Props = { texts: StaticLabel; field?: { required?: boolean }; path?: string; required?: boolean }

/**
 * The label of a field written in each content language, followed by that language's name in the
 * interface's words: "Name — English", 「名稱 — 英文」. Payload's own label shows the locale's code
 * ("Name — en") when locales are labelled per interface language, as this site's are: it reads the
 * locale's label only when that is a plain string.
 */
export function LocalizedLabel({ texts, field, path, required }: Props) {
  const { i18n } = useTranslation()
  const locale = useLocale()
  const language = locale.label ? getTranslation(locale.label, i18n) : locale.code
  return <FieldLabel label={`${getTranslation(texts, i18n)} — ${language}`} path={path} required={required ?? field?.required} />
}
