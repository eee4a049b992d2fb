import type { Endpoint } from 'payload'
import { originFor } from '../seo/origins'
import { json } from '../shared/http/respond'
import { allowedBy } from '../shared/access/rules'
import { inAdminLanguage } from '../shared/admin-label'
import { isSiteLocale } from '../shared/locales'
import { PREVIEW_PARAM } from './routing'
import { isPreviewCollection, previewSections } from '../shared/preview/sections'
import { signPreviewToken } from './token'

const messages = {
  notAllowed: { en: 'Sign in as an administrator to preview.', zh: '請以管理員身分登入後再預覽。' },
  notFound: { en: 'This record has no page to preview.', zh: '此記錄沒有可預覽的頁面。' },
}

/**
 * GET /api/preview?collection=products&id=3&locale=zh-Hant: the admin's Preview
 * links point here, on the admin's own host where the session cookie is sent.
 * It checks the administrator at the moment of the click and sends the browser
 * to the record's page on the site of that language, with a fresh signed token.
 */
export const previewEndpoint: Endpoint = {
  path: '/preview',
  method: 'get',
  handler: async (req) => {
    const collection = req.searchParams.get('collection')
    const id = Number(req.searchParams.get('id'))
    const locale = req.searchParams.get('locale') ?? 'en'
    if (!isPreviewCollection(collection) || !Number.isSafeInteger(id) || id <= 0 || !isSiteLocale(locale)) {
      return json(404, { errors: [{ message: inAdminLanguage(req, messages.notFound) }] })
    }
    // A preview shows drafts and Inactive records: those the collection's rule lets this user read through the API.
    if (!(await allowedBy(req, collection, 'read'))) return json(401, { errors: [{ message: inAdminLanguage(req, messages.notAllowed) }] })
    const doc = await req.payload.findByID({ collection, id, depth: 0, disableErrors: true, overrideAccess: false, user: req.user })
    const isPdf = Boolean(doc && 'isPdf' in doc && doc.isPdf)
    if (!doc?.slug || isPdf) return json(404, { errors: [{ message: inAdminLanguage(req, messages.notFound) }] })
    const address = `${originFor(locale)}${previewSections[collection]}/${encodeURIComponent(doc.slug)}?${PREVIEW_PARAM}=${signPreviewToken(collection, id)}`
    return new Response(null, { status: 302, headers: { Location: address, 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' } })
  },
}
