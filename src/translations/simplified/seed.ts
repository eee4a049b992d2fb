import type { Payload } from 'payload'
import { SIMPLIFIED_TEXTS } from './collection'

/**
 * The demo's own Simplified wordings: where a mainland buyer says it otherwise than the
 * conversion of the Hong Kong text does (a flat film yarn is 扁丝 in the mainland's trade; couching gold is 盘金绣).
 */
const WORDINGS = [
  { slug: 'imperial-goldwork-passing-thread', key: 'description', text: '紧密包覆的平金线，适用于传统盘金绣。' },
  { slug: 'mirror-lame-flat-yarn', key: 'description', text: '1/69 英寸镜面扁丝，适用于梭织、针织及钉线绣。' },
] as const

/** Written against each product's Traditional text as seeded, so none of them is flagged for review. */
export async function seedSimplifiedWordings(payload: Payload, productIds: ReadonlyMap<string, number>): Promise<number> {
  let written = 0
  for (const wording of WORDINGS) {
    const id = productIds.get(wording.slug)
    if (id === undefined) continue
    const product = await payload.findByID({ collection: 'products', id, locale: 'zh-Hant', fallbackLocale: false, depth: 0, overrideAccess: true })
    await payload.create({ collection: SIMPLIFIED_TEXTS, data: { source: 'products', record: String(id), key: wording.key, text: wording.text, traditional: String(product[wording.key] ?? '') }, overrideAccess: true })
    written += 1
  }
  return written
}
