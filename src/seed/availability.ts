import type { Payload } from 'payload'
import { storedDay } from '../shared/dates/validity-days'
import type { SeedAvailability, SeedItemCode } from './types'

/** The last day of the month `months` before `now`: a code is discontinued at a month's end. */
export function endOfMonthAgo(now: Date, months: number): string {
  return storedDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1, 0, 12)))
}

/** An item code's availability and minimum order as the seed writes them (its note in both languages); its replacement is pinned once every code exists. */
export function availabilityData(code: Pick<SeedItemCode, 'availability' | 'minimumOrder'>, now: Date): Record<string, unknown> {
  const minimum = code.minimumOrder ? { minimumOrder: code.minimumOrder.quantity, minimumOrderUnit: code.minimumOrder.unit } : {}
  const availability: SeedAvailability | undefined = code.availability
  if (!availability) return { availability: 'in-stock', ...minimum }
  switch (availability.availability) {
    case 'made-to-order':
      return { availability: 'made-to-order', leadTimeWeeks: availability.leadTimeWeeks, ...minimum }
    case 'limited':
      return { availability: 'limited', availabilityNote: availability.note, ...minimum }
    case 'discontinued':
      return { availability: 'discontinued', discontinuedOn: endOfMonthAgo(now, availability.monthsAgo), ...minimum }
  }
}

/** Each discontinued code's replacement, by its item code, once all codes are written. */
export async function pinDemoReplacements(payload: Payload, codes: readonly SeedItemCode[], codeIds: ReadonlyMap<string, number>): Promise<void> {
  for (const code of codes) {
    if (code.availability?.availability !== 'discontinued') continue
    const id = codeIds.get(code.itemCode)
    const replacement = codeIds.get(code.availability.replacement)
    if (id === undefined || replacement === undefined) throw new Error(`Demo seed: ${code.itemCode} or its replacement ${code.availability.replacement} was not written`)
    await payload.update({ collection: 'item-codes', id, data: { replacement }, depth: 0 })
  }
}
