import config from '@payload-config'
import { getPayload } from 'payload'
import type { ReplacementsOf } from '../shared/item-codes/replacements'
import { getShadeIndex } from './queries'
import { readReplacements } from './replacement-reads'

export { rankReplacements, REPLACEMENTS_PER_GROUP, type RankedReplacement, type ReplacementCandidate, type ReplacementSubject } from './replacement-ranking'

/**
 * The replacements of a discontinued item code, for the pages that show them (issue 52.3): a route
 * hands this to the catalogue's product page or the request list, which know only the type
 * (shared/item-codes/replacements.ts). The pinned code, then the nearest of the same product, then
 * of the same thread type (replacement-ranking.ts), ranked over the shade index this process holds
 * (queries.ts), so a call reads the one code asked for.
 */
export const replacementsOf: ReplacementsOf = async (locale, itemCodeId) => readReplacements(await getPayload({ config }), await getShadeIndex(), locale, itemCodeId)
