'use client'
import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { wordsFor } from '../../shared/admin-label'
import { previewLink } from '../../shared/preview/links'
import { isPreviewCollection } from '../../shared/preview/sections'

const text = {
  en: { heading: 'Preview', english: 'English site', chinese: 'Traditional Chinese site', simplified: 'Simplified Chinese site', hint: 'Opens the page in a new tab, also while it is Inactive. Save first to see your changes.' },
  zh: { heading: '預覽', english: '英文網站', chinese: '繁體中文網站', simplified: '簡體中文網站', hint: '在新分頁開啟頁面，停用時亦可預覽。請先儲存以查看變更。' },
}

/** The sidebar's Preview links, one per site language (the Simplified page shows the Traditional text converted), for a saved record that has a page (a PDF gallery item has none). */
export function PreviewLinks() {
  const { i18n } = useTranslation()
  const { id, collectionSlug } = useDocumentInfo()
  const isPdf = useFormFields(([fields]) => Boolean(fields.isPdf?.value))
  const t = wordsFor(i18n.language, text)
  if (!id || !isPreviewCollection(collectionSlug) || isPdf) return null
  return (
    <div className="field-type preview-links" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-label" style={{ marginBottom: 4 }}>
        {t.heading}
      </p>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap', margin: 0 }}>
        <a href={previewLink(collectionSlug, id, 'en')} target="_blank" rel="noopener" data-preview-locale="en">
          {t.english}
        </a>
        <a href={previewLink(collectionSlug, id, 'zh-Hant')} target="_blank" rel="noopener" data-preview-locale="zh-Hant">
          {t.chinese}
        </a>
        <a href={previewLink(collectionSlug, id, 'zh-Hans')} target="_blank" rel="noopener" data-preview-locale="zh-Hans">
          {t.simplified}
        </a>
      </p>
      {/* Payload's field-description grey is below WCAG AA contrast on the sidebar. */}
      <p style={{ marginTop: 4, marginBottom: 0, color: 'var(--theme-elevation-800)', fontSize: 'var(--font-size-small, 13px)' }}>
        {t.hint}
      </p>
    </div>
  )
}
