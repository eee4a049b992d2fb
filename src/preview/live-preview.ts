import type { RootLivePreviewConfig } from 'payload'
import { originFor } from '../seo/origins'
import { isContentLocale } from '../shared/locales'
import { isPreviewCollection, previewSections } from '../shared/preview/sections'
import { PREVIEW_LOCALE_PARAM, PREVIEW_PARAM } from './routing'
import { signPreviewToken } from './token'

/**
 * Payload's live preview beside the editor of a product, a gallery project or a news item (issue
 * 27.7): its page as the site shows it, Inactive or not, in the language being edited, at a phone's
 * or a desktop's width, and shown again after each save (the page listens with Payload's
 * RefreshRouteOnSave, PreviewPages.tsx). The address is the preview link's own (a signed token for
 * this record, made on the server for the signed-in administrator), on the admin's host with the
 * language in the address (routing.ts); a PDF gallery item has no page, so no preview.
 */
export const livePreview: RootLivePreviewConfig = {
  collections: Object.keys(previewSections),
  breakpoints: [
    { name: 'mobile', label: '390 px', width: 390, height: 844 },
    { name: 'desktop', label: '1280 px', width: 1280, height: 800 },
  ],
  url: ({ collectionConfig, data, locale }) => {
    const collection = collectionConfig?.slug
    const id = Number(data?.id)
    if (!isPreviewCollection(collection) || !Number.isSafeInteger(id) || id <= 0 || !data?.slug || data.isPdf) return null
    const language = isContentLocale(locale?.code) ? locale.code : 'en'
    return `${originFor('en')}${previewSections[collection]}/${encodeURIComponent(String(data.slug))}?${PREVIEW_PARAM}=${signPreviewToken(collection, id)}&${PREVIEW_LOCALE_PARAM}=${language}`
  },
}
