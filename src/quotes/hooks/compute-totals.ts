import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import type { Quote } from '../../payload-types'
import { currencyTotals, lineAmount, totalsText } from '../totals'

/** Each line's amount and the totals per currency, computed at every save: never typed. A quote has at least one line. */
export const computeTotals: CollectionBeforeChangeHook<Quote> = ({ data, req }) => {
  const lines = (data.lines ?? []).map((line) => ({ ...line, amount: lineAmount(line) }))
  if (lines.length === 0) {
    throw new ValidationError({ collection: 'quotes', errors: [{ path: 'lines', message: req.t('validation:requiresAtLeast', { count: 1, label: 'line' }) }] }, req.t)
  }
  const totals = currencyTotals(lines)
  return { ...data, lines, totals, totalsText: totalsText(totals) }
}
