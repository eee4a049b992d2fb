import type { Payload, Where } from 'payload'
import { ACTIVE } from '../shared/fields/status'
import { availabilityOf, isOrderable, type AvailabilityFacts } from '../shared/item-codes/availability-text'
import type { Availability } from '../shared/item-codes/availability'
import { readAs, siteLocales, type SiteLocale } from '../shared/locales'
import { shadeFamily, wordFamilies, type ColourFamily } from './families'
import { NearestMemo } from './nearest-memo'
import { byLightness, type ByLightness } from './rank'
import { byCode } from './shade-order'
import { hexToLab, type Lab } from './srgb-lab'

/**
 * What a shade's availability phrase needs beside the availability itself (availabilityText): the
 * lead time, the day it was discontinued, and a limited code's note in each site language (the
 * index is one list for every language).
 */
export type ShadeAvailability = { leadTimeWeeks?: number; discontinuedOn?: string; notes?: Partial<Record<SiteLocale, string>> }

/**
 * One item code with a shade colour, its Lab computed once; its availability, its thread type (in
 * English, for the replacements of the same type) and the replacement an administrator pinned.
 */
export type ShadeEntry = {
  id: number
  code: string
  hex: string
  productId: number
  lab: Lab
  families: ColourFamily[]
  availability: Availability
  facts?: ShadeAvailability
  threadType?: string
  replacement?: number
}
export type ShadeProduct = { slug: string; name: Record<SiteLocale, string> }
/**
 * `entries` every code in item-code order, discontinued ones included (the replacements and the
 * pinned equivalents look them up, by id in `byId`); `orderable` the same without the discontinued
 * codes, which are never offered as a nearest colour: `lightness` (the orderable sorted by
 * lightness, for the nearest-colour search, rank.ts) is made from it once here, so no query
 * filters 20,000 codes; `memo` the nearest codes already found per colour, carried over from the
 * index this one replaces (nearest-memo.ts).
 */
export type ShadeIndex = {
  entries: ShadeEntry[]
  orderable: ShadeEntry[]
  lightness: ByLightness<ShadeEntry>
  byId: Map<number, ShadeEntry>
  products: Record<string, ShadeProduct>
  memo: NearestMemo
}

function shadeIndex(entries: ShadeEntry[], products: Record<string, ShadeProduct>, previous?: ShadeIndex): ShadeIndex {
  const orderable = entries.filter((entry) => isOrderable(entry))
  const sorted = { entries: orderable, lightness: byLightness(orderable) }
  const memo = previous ? previous.memo.carriedTo(sorted) : new NearestMemo(sorted)
  return { entries, orderable, lightness: sorted.lightness, byId: new Map(entries.map((entry) => [entry.id, entry])), products, memo }
}

type CodeDoc = AvailabilityFacts & {
  id: number
  itemCode: string
  shadeHex?: string | null
  product: number | { id: number }
  threadType?: string | null
  replacement?: number | { id: number } | null
}
/** A limited code's note in the languages other than English, read apart (see withNotes). */
type Notes = Map<number, Partial<Record<SiteLocale, string>>>

const SELECT_CODES = {
  itemCode: true,
  shadeHex: true,
  product: true,
  threadType: true,
  availability: true,
  leadTimeWeeks: true,
  discontinuedOn: true,
  availabilityNote: true,
  replacement: true,
} as const
/** The codes the finder ranks: a shade colour, on an Active product. A new list each time: Payload adds the access rule's terms to the list it is given. */
const shaded = (): Where[] => [{ shadeHex: { exists: true } }, { shadeHex: { not_equals: '' } }, { 'product.status': { equals: 'Active' } }]

/**
 * The Active products (of those `where` names) with their slugs and names in each site language (the Simplified as that site shows it), for the
 * result cards and the multicolour and holographic words. Access applies (overrideAccess: false) and
 * Active is asked for explicitly as well.
 */
async function readProducts(payload: Payload, where: Where[] = []): Promise<Record<string, ShadeProduct>> {
  const read = (locale: SiteLocale) =>
    payload.find({ collection: 'products', ...readAs(locale), depth: 0, pagination: false, where: { and: [ACTIVE, ...where] }, overrideAccess: false, select: { name: true, slug: true } })
  const [english, ...chinese] = await Promise.all([read('en'), read('zh-Hant'), read('zh-Hans')])
  const [traditional, simplified] = chinese.map(({ docs }) => new Map(docs.map((doc) => [doc.id, doc.name])))
  const products: Record<string, ShadeProduct> = {}
  for (const doc of english.docs) {
    const en = doc.name ?? ''
    products[doc.id] = { slug: doc.slug ?? '', name: { en, 'zh-Hant': traditional?.get(doc.id) ?? en, 'zh-Hans': simplified?.get(doc.id) ?? en } }
  }
  return products
}

/** The codes `where` names, read in English (the default language: the note and thread type as English pages show them). */
async function readCodes(payload: Payload, where: Where[]): Promise<CodeDoc[]> {
  const codes = await payload.find({ collection: 'item-codes', depth: 0, pagination: false, sort: 'itemCode', where: { and: where }, overrideAccess: false, select: SELECT_CODES })
  return codes.docs
}

/**
 * The Chinese notes of the limited codes among `docs`: a note is the one localized text a result
 * shows, and only limited codes have one, so two small reads by id rather than every code read
 * three times.
 */
async function withNotes(payload: Payload, docs: CodeDoc[]): Promise<Notes> {
  const ids = docs.filter((doc) => availabilityOf(doc) === 'limited').map((doc) => doc.id)
  const notes: Notes = new Map(docs.filter((doc) => ids.includes(doc.id)).map((doc) => [doc.id, { en: doc.availabilityNote?.trim() || undefined }]))
  if (ids.length === 0) return notes
  await Promise.all(
    siteLocales
      .filter((locale) => locale !== 'en')
      .map(async (locale) => {
        const read = await payload.find({ collection: 'item-codes', ...readAs(locale), depth: 0, pagination: false, where: { id: { in: ids } }, overrideAccess: false, select: { availabilityNote: true } })
        for (const doc of read.docs) {
          const note = doc.availabilityNote?.trim()
          if (note) notes.set(doc.id, { ...notes.get(doc.id), [locale]: note })
        }
      }),
  )
  return notes
}

const idOf = (value: number | { id: number } | null | undefined) => (value && typeof value === 'object' ? value.id : (value ?? undefined))
const productIdOf = (doc: CodeDoc) => idOf(doc.product)!

/** The availability facts worth keeping (most codes are in stock and keep none). */
function shadeAvailability(doc: CodeDoc, notes: Notes): ShadeAvailability | undefined {
  const availability = availabilityOf(doc)
  if (availability === 'made-to-order' && doc.leadTimeWeeks) return { leadTimeWeeks: doc.leadTimeWeeks }
  if (availability === 'discontinued' && doc.discontinuedOn) return { discontinuedOn: doc.discontinuedOn }
  if (availability === 'limited' && notes.get(doc.id)) return { notes: notes.get(doc.id) }
  return undefined
}

/** What the finder keeps of a code, or null when it has no usable shade or its product is not Active. */
function shadeEntry(doc: CodeDoc, products: Record<string, ShadeProduct>, notes: Notes): ShadeEntry | null {
  const productId = productIdOf(doc)
  const product = products[productId]
  const lab = doc.shadeHex ? hexToLab(doc.shadeHex) : null
  const family = doc.shadeHex ? shadeFamily(doc.shadeHex) : null
  if (!product || !lab || !family) return null
  const families: ColourFamily[] = [family, ...wordFamilies([doc.itemCode, product.name.en, product.name['zh-Hant']])]
  const facts = shadeAvailability(doc, notes)
  const threadType = doc.threadType?.trim()
  const replacement = idOf(doc.replacement)
  return {
    id: doc.id,
    code: doc.itemCode,
    hex: doc.shadeHex!.toLowerCase(),
    productId,
    lab,
    families,
    availability: availabilityOf(doc),
    ...(facts ? { facts } : {}),
    ...(threadType ? { threadType } : {}),
    ...(replacement !== undefined ? { replacement } : {}),
  }
}


/**
 * Every item code of an Active product that has a shade colour, with what the colour finder needs and nothing more;
 * `previous`, the index this one replaces, lends it the answers it can carry over.
 */
export async function readShadeIndex(payload: Payload, previous?: ShadeIndex): Promise<ShadeIndex> {
  const products = await readProducts(payload)
  const docs = await readCodes(payload, shaded())
  const notes = await withNotes(payload, docs)
  const entries = docs.flatMap((doc) => shadeEntry(doc, products, notes) ?? []).sort(byCode)
  return shadeIndex(entries, products, previous)
}

/**
 * The index as it is after the saves made since `since` (a time taken before the index was last read,
 * less a margin for clocks and transactions still open then): only what changed is read, so the first
 * search after an administrator's save does not wait for 20,000 codes to be read again. What a changed
 * date cannot show (a deleted code or product, a product no longer Active) is found by comparing
 * counts; when they still differ, the caller reads the whole index.
 */
export async function updateShadeIndex(payload: Payload, index: ShadeIndex, since: Date): Promise<ShadeIndex | null> {
  const changedSince: Where = { updatedAt: { greater_than: since.toISOString() } }
  const [changedProducts, changedCodes, activeProducts] = await Promise.all([
    readProducts(payload, [changedSince]),
    readCodes(payload, [changedSince]),
    payload.count({ collection: 'products', where: { and: [ACTIVE] }, overrideAccess: false }),
  ])
  let products: Record<string, ShadeProduct> = { ...index.products, ...changedProducts }
  if (Object.keys(products).length !== activeProducts.totalDocs) {
    // A product left Active or was deleted: keep only the Active ones (ids alone).
    const active = await payload.find({ collection: 'products', depth: 0, pagination: false, where: { and: [ACTIVE] }, overrideAccess: false, select: { slug: true } })
    const ids = new Set(active.docs.map((doc) => String(doc.id)))
    products = Object.fromEntries(Object.entries(products).filter(([id]) => ids.has(id)))
    if (Object.keys(products).length !== ids.size) return null
  }
  // Codes of a product that became Active, or was renamed (its names give the multicolour and holographic words).
  const productIds = Object.keys(changedProducts).map(Number)
  const ofChangedProducts = productIds.length > 0 ? await readCodes(payload, [...shaded(), { product: { in: productIds } }]) : []
  const replaced = new Map<number, CodeDoc>([...ofChangedProducts, ...changedCodes].map((doc) => [doc.id, doc]))
  const renamed = new Set(productIds)
  const entries: ShadeEntry[] = []
  for (const entry of index.entries) {
    if (replaced.has(entry.id) || renamed.has(entry.productId) || !products[entry.productId]) continue
    entries.push(entry)
  }
  const notes = await withNotes(payload, [...replaced.values()])
  for (const doc of replaced.values()) {
    const entry = shadeEntry(doc, products, notes)
    if (entry) entries.push(entry)
  }
  entries.sort(byCode)
  const shadedCount = await payload.count({ collection: 'item-codes', where: { and: shaded() }, overrideAccess: false })
  if (shadedCount.totalDocs === entries.length) return shadeIndex(entries, products, index)
  // A code was deleted: keep the codes that still exist (ids alone).
  const existing = new Set((await payload.find({ collection: 'item-codes', depth: 0, pagination: false, where: { and: shaded() }, overrideAccess: false, select: { itemCode: true } })).docs.map((doc) => doc.id))
  const kept = entries.filter((entry) => existing.has(entry.id))
  return kept.length === existing.size ? shadeIndex(kept, products, index) : null
}
