import type { Payload } from 'payload'

/** True when the catalogue and news hold nothing yet: seeds only ever write into an empty site. */
export async function isEmptySite(payload: Payload): Promise<boolean> {
  const [productCount, newsCount] = await Promise.all([
    payload.count({ collection: 'products' }),
    payload.count({ collection: 'news-items' }),
  ])
  return productCount.totalDocs === 0 && newsCount.totalDocs === 0
}
