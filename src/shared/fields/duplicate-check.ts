import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import { inAdminLanguage } from '../admin-label'

/** A message in both admin languages, as `inAdminLanguage` takes it. */
export type AdminMessage = { en: string; zh: string }

/**
 * Whether another record of the collection already matches `where` (the record
 * being saved, `id`, does not count). Field validators ask this before the
 * database's unique index would refuse the save with a column name
 * ("The following field is invalid: product_id"), so the administrator reads
 * a sentence instead. The index stays the last word when two saves race.
 */
export async function isTakenByAnother(req: PayloadRequest, collection: CollectionSlug, where: Where, id?: number | string): Promise<boolean> {
  const others: Where = id === undefined || id === null ? where : { and: [where, { id: { not_equals: id } }] }
  const { totalDocs } = await req.payload.count({ collection, where: others, req, overrideAccess: true })
  return totalDocs > 0
}

/** The duplicate message in the language of the request (the administrator's, or Accept-Language over REST). */
export function duplicateMessage(req: PayloadRequest | undefined, message: AdminMessage): string {
  return req ? inAdminLanguage(req, message) : message.en
}
