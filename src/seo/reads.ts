import type { Payload } from 'payload'
import { type SiteLocale, readAs } from '../shared/locales'
import type { SeoCollection } from './generate'

export type SeoText = { title?: string | null; description?: string | null }

/**
 * A document's SEO title and description as written in one language, without
 * the English fallback: a Chinese page whose SEO title was left empty uses
 * its own Chinese name rather than the English SEO title.
 */
export async function readSeoText(payload: Payload, collection: SeoCollection, id: number, locale: SiteLocale): Promise<SeoText> {
  const result = await payload.find({
    collection,
    ...readAs(locale),
    fallbackLocale: false,
    depth: 0,
    limit: 1,
    pagination: false,
    where: { id: { equals: id } },
    select: { meta: true },
    overrideAccess: false,
  })
  const meta = result.docs[0]?.meta
  return { title: meta?.title, description: meta?.description }
}
