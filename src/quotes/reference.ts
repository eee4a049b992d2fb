import type { PayloadRequest } from 'payload'
import { takeYearlyReference, type YearlyReference } from '../platform/references/yearly-reference'

/** A quote's number, Q-2026-0042, given once; its revisions keep it (src/platform/references). */
export const QUOTE_NUMBER: YearlyReference = { prefix: 'Q', collection: 'quotes', field: 'number' }

export const takeQuoteNumber = (req: PayloadRequest, at = new Date()) => takeYearlyReference(req, QUOTE_NUMBER, at)

/** Q-2026-0042 for the first quote, Q-2026-0042-R1 for its first revision. */
export const quoteReference = (number: string, revision: number) => (revision > 0 ? `${number}-R${revision}` : number)
