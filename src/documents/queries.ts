import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { cacheTags } from '../shared/cache/tags'
import type { SiteLocale } from '../shared/locales'
import { readPublicDocuments, type PublicDocument } from './reads'
import { hongKongDay, nextHongKongMidnight } from '../shared/dates/validity-days'

/**
 * The documents visitors see, cached per language (and product) and expired by any save of a
 * document. Validity is by day, so each read is also kept under the day it was made and for no
 * longer than until the next midnight in Hong Kong: Next then takes that as the page's own
 * revalidation time, and /documents and the product pages drop a document on the day its
 * validity ends without anyone saving anything.
 */
function cachedForToday<A extends unknown[]>(name: string, read: (...args: A) => Promise<PublicDocument[]>) {
  return (...args: A): Promise<PublicDocument[]> => {
    const now = new Date()
    const seconds = Math.max(60, Math.ceil((nextHongKongMidnight(now).getTime() - now.getTime()) / 1000))
    return unstable_cache(read, [name, hongKongDay(now)], { tags: [cacheTags.documents, cacheTags.products, cacheTags.media], revalidate: seconds })(...args)
  }
}

export const getPublicDocuments = cachedForToday('documents', async (locale: SiteLocale) => readPublicDocuments(await getPayload({ config }), locale))

export const getProductDocuments = cachedForToday('product-documents', async (locale: SiteLocale, product: number) => readPublicDocuments(await getPayload({ config }), locale, product))
