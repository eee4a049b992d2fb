import type { PayloadRequest } from 'payload'
import * as yearly from '../platform/references/yearly-reference'

/** A request's reference, as the buyer and the owner quote it: R-2026-0007, numbered by year (src/platform/references). */
const REQUEST_REFERENCE: yearly.YearlyReference = { prefix: 'R', collection: 'requests', field: 'reference' }

export const referenceOf = (year: number, sequence: number) => yearly.referenceOf(REQUEST_REFERENCE, year, sequence)
export const sequenceOf = (reference: string | null | undefined, year: number) => yearly.sequenceOf(REQUEST_REFERENCE, reference, year)
export const referenceYear = yearly.referenceYear
export const referenceRule = (year: number) => yearly.referenceRule(REQUEST_REFERENCE, year)
export const takeReference = (req: PayloadRequest, at = new Date()) => yearly.takeYearlyReference(req, REQUEST_REFERENCE, at)
