import { createLocalReq, type CollectionSlug, type Payload, type SanitizedPermissions, type TypedUser, type Where } from 'payload'
import { expiringWithin } from '../../shared/dates/validity-days'
import { sourceProgress, translationSources } from '../../translations/records'

/** What the dashboard's "Waiting for me" counts, each opening the list of exactly those records. */
export type WaitingKey = 'newRequests' | 'requestsToQuote' | 'requestsForDiscontinued' | 'unansweredQuestions' | 'undeliveredMessages' | 'untranslated' | 'unusedFiles' | 'inactiveProducts' | 'inactiveGallery' | 'inactiveNews' | 'expiringDocuments'
export type WaitingItem = { key: WaitingKey; count: number; href: string }

export const EDITED_RECENTLY_DAYS = 7
/** A certificate or data sheet whose validity ends this soon is to be renewed (issue 30.3). */
export const EXPIRING_WITHIN_DAYS = 30

type Count = { key: WaitingKey; collection: CollectionSlug; where: Where }

/**
 * A list address Payload's list view reads as this filter (its `where[…]` query
 * parameters, as its own filter controls write them).
 */
export function listHref(adminRoute: string, collection: string, where: Where): string {
  const params = new URLSearchParams()
  const add = (prefix: string, value: unknown) => {
    if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) add(`${prefix}[${key}]`, inner)
    else params.append(prefix, String(value))
  }
  for (const [key, value] of Object.entries(where)) add(`where[${key}]`, value)
  return `${adminRoute}/collections/${collection}?${params.toString()}`
}

function counts(now: Date): Count[] {
  const weekAgo = new Date(now.getTime() - EDITED_RECENTLY_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const inactiveEdited: Where = { and: [{ status: { equals: 'Inactive' } }, { updatedAt: { greater_than: weekAgo } }] }
  return [
    { key: 'newRequests', collection: 'requests', where: { status: { equals: 'new' } } },
    // New requests with a line asking for a price (issue 51): a quote to prepare.
    { key: 'requestsToQuote', collection: 'requests', where: { and: [{ status: { equals: 'new' } }, { 'lines.kind': { equals: 'quote' } }] } },
    // Open requests asking for an item code discontinued now (issue 52), whenever it was: the owner offers a replacement or says no.
    { key: 'requestsForDiscontinued', collection: 'requests', where: { and: [{ status: { not_equals: 'closed' } }, { 'lines.itemCode.availability': { equals: 'discontinued' } }] } },
    // A buyer's question on a quote, not yet ticked Answered.
    { key: 'unansweredQuestions', collection: 'quote-questions', where: { answered: { not_equals: true } } },
    // Waiting to send, retrying, failed, or no mail server: everything a person has not yet received.
    { key: 'undeliveredMessages', collection: 'contact-messages', where: { deliveryStatus: { not_equals: 'sent' } } },
    { key: 'unusedFiles', collection: 'media', where: { usageCount: { equals: 0 } } },
    { key: 'inactiveProducts', collection: 'products', where: inactiveEdited },
    { key: 'inactiveGallery', collection: 'gallery-items', where: inactiveEdited },
    { key: 'inactiveNews', collection: 'news-items', where: inactiveEdited },
    { key: 'expiringDocuments', collection: 'documents', where: expiringWithin(now, EXPIRING_WITHIN_DAYS) },
  ]
}

/**
 * The dashboard's counts for this member of staff, each read through the
 * collection's own access rule: what they may not read is left out, not shown as 0.
 */
export async function waitingCounts({ payload, user, permissions, now = new Date() }: { payload: Payload; user: TypedUser; permissions?: SanitizedPermissions; now?: Date }): Promise<WaitingItem[]> {
  const admin = payload.config.routes.admin
  const readable = counts(now).filter((count) => permissions?.collections?.[count.collection]?.read)
  return Promise.all(
    readable.map(async ({ key, collection, where }) => {
      const { totalDocs } = await payload.count({ collection, where, user, overrideAccess: false })
      return { key, count: totalDocs, href: listHref(admin, collection, where) }
    }),
  )
}

/** Records with a text in English and none in Chinese, across everything the translations manager covers. */
export async function untranslatedCount({ payload, user }: { payload: Payload; user: TypedUser }): Promise<WaitingItem> {
  const req = await createLocalReq({ user }, payload)
  const progress = await Promise.all(translationSources(payload).map((source) => sourceProgress(payload, source, req)))
  return { key: 'untranslated', count: progress.reduce((sum, entry) => sum + entry.missing.length, 0), href: `${payload.config.routes.admin}/translations` }
}
