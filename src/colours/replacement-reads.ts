import type { Payload, Where } from 'payload'
import { availabilityOf } from '../shared/item-codes/availability-text'
import type { Replacement } from '../shared/item-codes/replacements'
import type { SiteLocale } from '../shared/locales'
import { orderableCodes } from './orderable'
import type { ShadeIndex } from './reads'
import { rankReplacements, REPLACEMENTS_PER_GROUP, type ReplacementCandidate } from './replacement-ranking'
import { hexToLab } from './srgb-lab'

type CodeDoc = { id: number; itemCode: string; shadeHex?: string | null; product: number | { id: number }; availability?: string | null; threadType?: string | null; replacement?: number | { id: number } | null }
const SELECT = { itemCode: true, shadeHex: true, product: true, availability: true, threadType: true, replacement: true } as const

const idOf = (value: number | { id: number } | null | undefined) => (value && typeof value === 'object' ? value.id : (value ?? undefined))
const validHex = (hex: string | null | undefined) => (hex && /^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : null)

/** A code read from the database as the ranking takes it (its thread type in English, as the shade index keeps it). */
function candidateOf(doc: CodeDoc): ReplacementCandidate {
  const hex = validHex(doc.shadeHex)
  const threadType = doc.threadType?.trim()
  return { id: doc.id, code: doc.itemCode, hex, lab: hex ? hexToLab(hex) : null, productId: idOf(doc.product)!, availability: availabilityOf(doc), ...(threadType ? { threadType } : {}) }
}

/** Item codes as a visitor may read them (overrideAccess: false: codes of Active products only), in English. */
async function readCodes(payload: Payload, where: Where, limit: number): Promise<CodeDoc[]> {
  return (await payload.find({ collection: 'item-codes', where, depth: 0, sort: 'itemCode', limit, overrideAccess: false, select: SELECT })).docs
}

/**
 * The replacements of a discontinued code (replacement-ranking.ts), worded for a page in `locale`.
 * The code is read by id as a visitor may read it; the candidates come from the shade index held
 * in memory (every shaded code of the Active products, with its thread type and availability), so
 * a call reads one row, not 20,000. Only what the index cannot hold is read: a pinned code without
 * a shade colour, or, for a discontinued code without one, the first orderable codes of its product.
 */
export async function readReplacements(payload: Payload, index: ShadeIndex, locale: SiteLocale, itemCodeId: number): Promise<Replacement[]> {
  if (!Number.isSafeInteger(itemCodeId) || itemCodeId <= 0) return []
  const [read] = await readCodes(payload, { id: { equals: itemCodeId } }, 1)
  const subject = read ? candidateOf(read) : undefined
  if (!read || !subject || subject.availability !== 'discontinued' || !index.products[subject.productId]) return []
  const pinnedId = idOf(read.replacement)
  // A pin without a shade colour (or whose product left Active: the read then finds nothing) is not in the index.
  const pinnedRead = pinnedId === undefined || index.byId.has(pinnedId) ? undefined : (await readCodes(payload, { id: { equals: pinnedId } }, 1))[0]
  const pinned = pinnedId === undefined ? undefined : (index.byId.get(pinnedId) ?? (pinnedRead && candidateOf(pinnedRead)))
  // Without a shade nothing is measured: the product's first orderable codes by code (the pin may be one of them, hence one more).
  const candidates = subject.lab ? index.entries : (await readCodes(payload, { and: [{ product: { equals: subject.productId } }, orderableCodes()] }, REPLACEMENTS_PER_GROUP + 1)).map(candidateOf)
  const ranked = rankReplacements(subject, { pinned, candidates, isActive: (productId) => Boolean(index.products[productId]) })
  return ranked.flatMap(({ candidate, deltaE, group }) => {
    const product = index.products[candidate.productId]
    if (!product) return []
    return [{ itemCode: candidate.code, productSlug: product.slug, productName: product.name[locale], hex: candidate.hex?.toUpperCase() ?? null, deltaE, group, availability: candidate.availability }]
  })
}
