import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { composeSearchText, type SearchTextExtra } from '../shared/fields/search-text'
import { contentLocales } from '../shared/locales'
import { writeLocalizedColumn } from '../platform/database/localized-column'
import { relationId } from '../media/validate-media'

/**
 * A product is found by its item codes' composition, type and denier (issue 28.8): "polyester",
 * "69D". Those words are kept in the product's own search text, beside its name and description,
 * so the site search reads one column of the products instead of joining 20,000 item codes to
 * their products on every query (at 5,000 products that join took 70 ms and the product read it
 * fed another 77 ms; the search grew 4.4× from 50 to 5,000 products). A product's save writes
 * them (the Products' search text field), and so does every save or delete of one of its codes
 * (below), without a version of the product: the words are derived, not the product's content.
 */

/** The distinct composition, type and denier of a product's item codes, as written in one language. */
export const productCodeDetails: SearchTextExtra = async ({ req, id, locale }) => {
  const { docs } = await req.payload.find({
    collection: 'item-codes',
    where: { product: { equals: id } },
    locale: locale as (typeof contentLocales)[number],
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    select: { composition: true, threadType: true, denier: true },
    // Derived for the search text of a save the user may make; not a read on the user's behalf.
    overrideAccess: true,
    req,
  })
  const words = docs.flatMap((doc) => [doc.composition, doc.threadType, doc.denier]).filter((word): word is string => typeof word === 'string' && word.trim() !== '')
  return [...new Set(words.map((word) => word.trim()))]
}

type StoredProduct = { id: number | string; name?: Record<string, unknown> | null; description?: Record<string, unknown> | null; searchText?: Record<string, unknown> | null }

/** Writes a product's search text in every language from what is stored now: its name, description and its codes' details. */
export async function refreshProductSearchText(req: PayloadRequest, id: number | string): Promise<void> {
  const product = (await req.payload.db.findOne({ collection: 'products', where: { id: { equals: id } }, locale: 'all', req })) as StoredProduct | null
  if (!product) return
  for (const locale of contentLocales) {
    const details = await productCodeDetails({ req, id, locale })
    const text = composeSearchText([product.name?.[locale], product.description?.[locale], ...details])
    if (text === (product.searchText?.[locale] ?? null)) continue
    await writeLocalizedColumn(req, { table: 'products', field: 'searchText', id, locale, value: text })
  }
}

/** The flag a product's own delete passes to its codes' deletes: its search text is not worth refreshing. */
export const PRODUCT_DELETING = 'productDeleting'

export const refreshProductAfterCodeChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const products = new Set([relationId(doc.product), relationId(previousDoc?.product)].filter((id) => id !== undefined))
  for (const id of products) await refreshProductSearchText(req, id)
  return doc
}

export const refreshProductAfterCodeDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const id = relationId(doc.product)
  if (id !== undefined && !req.context[PRODUCT_DELETING]) await refreshProductSearchText(req, id)
  return doc
}
