import { parseColour } from './colour-input'
import { COLOUR_FAMILIES, FAMILY_REFERENCE, type ColourFamily } from './families'
import { closeness, MAX_RESULTS, NEAREST_COUNT, nearest, type Closeness } from './rank'
import type { Availability } from '../shared/item-codes/availability'
import type { ShadeAvailability, ShadeEntry, ShadeIndex, ShadeProduct } from './reads'
import { hexToLab } from './srgb-lab'

export type ColourQuery = { hex?: string | string[]; family?: string | string[] }

/**
 * `pinned`: the equivalent an administrator chose for another brand's shade (references/convert.ts),
 * shown first; `availability` and `facts` for the mark beside a code that is not simply in stock.
 */
export type ColourMatch = {
  id: number
  code: string
  hex: string
  product: ShadeProduct
  distance: number
  closeness: Closeness
  availability: Availability
  facts?: ShadeAvailability
  pinned?: boolean
}

export type ColourSearch =
  | { kind: 'none' }
  | { kind: 'invalid'; value: string }
  | { kind: 'colour'; hex: string; matches: ColourMatch[] }
  | { kind: 'family'; family: ColourFamily; reference: string; total: number; matches: ColourMatch[] }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export function colourMatches(found: { entry: ShadeEntry; distance: number }[], index: ShadeIndex): ColourMatch[] {
  return found.flatMap(({ entry, distance }) => {
    const product = index.products[entry.productId]
    if (!product) return []
    return [{ id: entry.id, code: entry.code, hex: entry.hex, product, distance, closeness: closeness(distance), availability: entry.availability, ...(entry.facts ? { facts: entry.facts } : {}) }]
  })
}

/**
 * What the address asks for: a colour (?hex=, as hex or RGB) gives the
 * nearest codes, however far, each with how close it is; a family
 * (?family=golds) gives its codes, nearest its reference swatch first.
 * Anything else is the plain page.
 *
 * Both answer from the orderable codes only. A buyer comes to the finder to choose a thread to
 * order: a discontinued code would be a dead end at the top of a list of lookalikes, and listing it
 * after the others would still count it in the family and push the last orderable ones to the next
 * page. Whoever holds a discontinued code finds it by its code (the site search, the product's
 * colour card), with its replacements on its product page.
 */
export function searchColours(query: ColourQuery, index: ShadeIndex): ColourSearch {
  const hexValue = first(query.hex)
  if (hexValue !== undefined && hexValue.trim() !== '') {
    const parsed = parseColour(hexValue)
    if (!parsed.ok) return { kind: 'invalid', value: hexValue.slice(0, 40) }
    return { kind: 'colour', hex: parsed.hex, matches: colourMatches(index.memo.nearest(parsed.hex, NEAREST_COUNT), index) }
  }
  const familyValue = first(query.family)
  const family = COLOUR_FAMILIES.find((entry) => entry === familyValue)
  if (family) {
    const members = index.orderable.filter((entry) => entry.families.includes(family))
    const reference = FAMILY_REFERENCE[family]
    const found = nearest(hexToLab(reference)!, members, MAX_RESULTS)
    return { kind: 'family', family, reference, total: members.length, matches: colourMatches(found, index) }
  }
  return { kind: 'none' }
}
