import type { GeneratePreviewURL, UIField } from 'payload'
import { previewLink } from './links'
import type { PreviewCollection } from './sections'
import { isContentLocale } from '../locales'

/**
 * Payload's Preview button: the record's page, Active or not, on the site of
 * the content language being edited (the admin's Locale switch). The link goes
 * through /api/preview, which checks the administrator on the admin's host.
 */
export const previewAt =
  (collection: PreviewCollection): GeneratePreviewURL =>
  (doc, { locale }) =>
    doc?.id && doc?.slug ? previewLink(collection, String(doc.id), isContentLocale(locale) ? locale : 'en') : null

/** One Preview link per language in the sidebar of an existing record. */
export const previewLinksField: UIField = {
  name: 'previewLinks',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/preview/admin/PreviewLinks#PreviewLinks' } },
}
