'use client'
import { useConfig, useDocumentInfo, useDocumentTitle, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { wordsFor } from '../../shared/admin-label'

const text = {
  en: { editing: 'Editing in', untitled: 'not yet in Chinese' },
  zh: { editing: '正在編輯', untitled: '尚未翻譯' },
} as const

/**
 * Beside the Save button of every record with texts in both languages: the
 * language being edited, always in view, so that a choice made on another
 * record is never missed; and, in Chinese, the English title in the header
 * until the record has a Chinese one (Payload shows its id instead).
 */
export function EditorLanguage() {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, text)
  const locale = useLocale()
  const { config } = useConfig()
  const { id, collectionSlug, data, docConfig } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const [englishTitle, setEnglishTitle] = useState<string>()
  const defaultLocale = config.localization ? config.localization.defaultLocale : 'en'
  const titleField = collectionSlug && docConfig && 'admin' in docConfig ? (docConfig.admin as { useAsTitle?: string }).useAsTitle : undefined
  const untranslatedTitle = id !== undefined && id !== null && locale.code !== defaultLocale && (!title || title === String(id))

  useEffect(() => {
    if (!untranslatedTitle || !titleField || englishTitle !== undefined) return
    const controller = new AbortController()
    fetch(`${config.routes.api}/${collectionSlug}/${String(id)}?locale=${defaultLocale}&depth=0&select[${titleField}]=true`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((doc: Record<string, unknown> | undefined) => setEnglishTitle(typeof doc?.[titleField] === 'string' ? doc[titleField] : ''))
      .catch(() => undefined)
    return () => controller.abort()
  }, [untranslatedTitle, titleField, englishTitle, collectionSlug, id, defaultLocale, config.routes.api])

  // Payload sets the title again from the form's data whenever that changes, in an effect of its
  // provider, which runs after this component's in the same commit: the English title is set once
  // those have run, and again after each change of the data.
  useEffect(() => {
    if (!untranslatedTitle || !englishTitle) return
    const timer = setTimeout(() => setDocumentTitle(`${englishTitle} (${t.untitled})`), 0)
    return () => clearTimeout(timer)
  }, [untranslatedTitle, englishTitle, setDocumentTitle, t.untitled, data])

  const label = typeof locale.label === 'string' ? locale.label : (locale.label?.[i18n.language] ?? locale.code)
  return (
    <span data-editor-language={locale.code} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, padding: '2px 10px', borderRadius: 999, border: '1px solid var(--theme-elevation-250)', fontSize: '0.85rem', whiteSpace: 'nowrap' }}>
      {t.editing}: <strong>{label}</strong>
    </span>
  )
}
