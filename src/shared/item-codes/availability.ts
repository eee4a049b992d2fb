/**
 * Whether an item code can be ordered, and how (issue 52.1): the owner sets it per code in the
 * admin, for many at once from the list, or through the item-code CSV. Here rather than in the
 * catalogue because the buyer's pages, the colour card, the search and the requests read the
 * same values; the buyer's words for them are the site's messages, keyed by these values.
 */
export const AVAILABILITIES = [
  { value: 'in-stock', en: 'In stock', zh: '現貨供應' },
  { value: 'made-to-order', en: 'Made to order', zh: '按訂單生產' },
  { value: 'limited', en: 'Limited', zh: '數量有限' },
  { value: 'discontinued', en: 'Discontinued', zh: '已停產' },
] as const
export type Availability = (typeof AVAILABILITIES)[number]['value']
export const DEFAULT_AVAILABILITY: Availability = 'in-stock'

/** What a minimum order is counted in: the units the trade sells metallic thread by. */
export const MINIMUM_ORDER_UNITS = [
  { value: 'cones', en: 'cones', zh: '筒' },
  { value: 'spools', en: 'spools', zh: '軸' },
  { value: 'kg', en: 'kg', zh: '公斤' },
  { value: 'metres', en: 'metres', zh: '米' },
] as const
export type MinimumOrderUnit = (typeof MINIMUM_ORDER_UNITS)[number]['value']

/** Units sold whole: a minimum of 2.5 cones means nothing, 2.5 kg does. */
const COUNTED_UNITS: readonly string[] = ['cones', 'spools']

export const MAX_LEAD_TIME_WEEKS = 52
export const MAX_AVAILABILITY_NOTE_LENGTH = 120

export const isAvailability = (value: unknown): value is Availability => AVAILABILITIES.some((entry) => entry.value === value)
export const isMinimumOrderUnit = (value: unknown): value is MinimumOrderUnit => MINIMUM_ORDER_UNITS.some((entry) => entry.value === value)

/**
 * The fields that mean something under each availability: a lead time only for a code made to
 * order, a date and a replacement only for a discontinued one. A save drops the others, so that
 * a code back in stock does not keep last year's lead time for any reader to show.
 */
export const leadTimeApplies = (availability: unknown) => availability === 'made-to-order'
export const noteApplies = (availability: unknown) => availability === 'limited'
export const discontinuedApplies = (availability: unknown) => availability === 'discontinued'

/** The English problem with a lead time, or undefined. */
export function leadTimeProblem(weeks: unknown): 'required' | 'range' | undefined {
  if (weeks === null || weeks === undefined || weeks === '') return 'required'
  const number = Number(weeks)
  return Number.isInteger(number) && number >= 1 && number <= MAX_LEAD_TIME_WEEKS ? undefined : 'range'
}

/** The problem with a minimum order and its unit, or undefined (both empty is no minimum). */
export function minimumOrderProblem(quantity: unknown, unit: unknown): 'positive' | 'whole' | 'unit' | undefined {
  if (quantity === null || quantity === undefined || quantity === '') return undefined
  const number = Number(quantity)
  if (!Number.isFinite(number) || number <= 0) return 'positive'
  if (!isMinimumOrderUnit(unit)) return 'unit'
  return COUNTED_UNITS.includes(unit) && !Number.isInteger(number) ? 'whole' : undefined
}
