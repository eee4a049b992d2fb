import { APIError, type CollectionBeforeDeleteHook } from 'payload'
import { inAdminLanguage } from '../../shared/admin-label'

/**
 * A request a quote answers is the quote's record (its buyer, what was asked): it is not deleted
 * while any quote names it, since a sent quote is history (issue 51.4). Read by the quotes' slug:
 * the requests domain imports no other domain. Closing the request is what staff do instead.
 */
export const keepQuotedRequests: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const quotes = await req.payload.count({ collection: 'quotes', where: { request: { equals: id } }, req, overrideAccess: true })
  if (quotes.totalDocs === 0) return
  const message = inAdminLanguage(req, {
    en: `This request has ${quotes.totalDocs === 1 ? 'a quote, which keeps' : `${quotes.totalDocs} quotes, which keep`} it on record: it cannot be deleted. Set its status to Closed instead.`,
    zh: `此查詢已有 ${quotes.totalDocs} 份報價單，須保留作為紀錄，不能刪除。請改為把狀態設為「已完成」。`,
  })
  throw new APIError(message, 409, null, true)
}
