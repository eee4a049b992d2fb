import type { Availability } from '../shared/item-codes/availability'
import type { Replacement } from '../shared/item-codes/replacements'
import { ciede2000 } from './ciede2000'
import { nearest } from './rank'
import { byCode } from './shade-order'
import type { Lab } from './srgb-lab'

/** A code that may be offered instead: a shade index entry (reads.ts) fits, and so does a code read without a shade colour (lab null). */
export type ReplacementCandidate = { id: number; code: string; hex: string | null; lab: Lab | null; productId: number; availability: Availability; threadType?: string }
/** The code replacements are sought for. */
export type ReplacementSubject = { id: number; lab: Lab | null; productId: number; availability: Availability; threadType?: string }
export type RankedReplacement = { candidate: ReplacementCandidate; deltaE: number | null; group: Replacement['group'] }

/** A group offers at most this many: enough to choose from under a code's notice, few enough to read. */
export const REPLACEMENTS_PER_GROUP = 3

/** Thread types match as an administrator means them: "Metallic thread, M-type" and " metallic thread, m-type" are one type. */
const typeKey = (threadType: string | undefined) => threadType?.trim().toLowerCase() ?? ''

type Shaded = ReplacementCandidate & { lab: Lab }
const shaded = (candidate: ReplacementCandidate): candidate is Shaded => candidate.lab !== null

/**
 * The replacements of a discontinued code, best first (issue 52.3):
 * 1. `recommended`: the code an administrator pinned (`pinned`), unless it is discontinued itself
 *    or its product is not Active: a pin is a person's judgement (the same shade in a newer
 *    construction, say) that no colour distance knows;
 * 2. `sameProduct`: the nearest by CIEDE2000 among the same product's orderable codes with a shade,
 *    the same thread in the nearest colour being the least a buyer has to change;
 * 3. `sameType`: the nearest among the orderable codes of the other Active products of the same
 *    thread type (case and surrounding spaces ignored), the same kind of thread from another range.
 * At most REPLACEMENTS_PER_GROUP in each of 2 and 3, no code twice, nearest first (equal distances in
 * the candidates' order, item-code order for the shade index). Where the discontinued code has no
 * shade colour nothing can be measured: the pin, then the same product's orderable codes in code
 * order, each without a ΔE. A code that is not discontinued, or whose product is not Active, has none.
 *
 * `candidates` are codes of any product and availability (the whole shade index, or the product's
 * codes when the subject has no shade): what may not be offered is left out here, so that the
 * rules live in one place.
 */
export function rankReplacements(
  subject: ReplacementSubject,
  { pinned, candidates, isActive }: { pinned?: ReplacementCandidate; candidates: readonly ReplacementCandidate[]; isActive: (productId: number) => boolean },
): RankedReplacement[] {
  if (subject.availability !== 'discontinued' || !isActive(subject.productId)) return []
  const used = new Set([subject.id])
  const offerable = (candidate: ReplacementCandidate) => candidate.availability !== 'discontinued' && isActive(candidate.productId) && !used.has(candidate.id)
  const ranked: RankedReplacement[] = []
  const take = (group: RankedReplacement['group'], found: { entry: ReplacementCandidate; distance: number | null }[]) => {
    for (const { entry, distance } of found) {
      ranked.push({ candidate: entry, deltaE: distance, group })
      used.add(entry.id)
    }
  }
  const { lab } = subject
  if (pinned && offerable(pinned)) take('recommended', [{ entry: pinned, distance: lab && pinned.lab ? ciede2000(lab, pinned.lab) : null }])
  if (!lab) {
    const sameProduct = candidates.filter((candidate) => candidate.productId === subject.productId && offerable(candidate)).sort(byCode)
    take('sameProduct', sameProduct.slice(0, REPLACEMENTS_PER_GROUP).map((entry) => ({ entry, distance: null })))
    return ranked
  }
  const sameProduct = candidates.filter((candidate): candidate is Shaded => candidate.productId === subject.productId && shaded(candidate) && offerable(candidate))
  take('sameProduct', nearest(lab, sameProduct, REPLACEMENTS_PER_GROUP))
  const type = typeKey(subject.threadType)
  if (!type) return ranked
  const sameType = candidates.filter((candidate): candidate is Shaded => candidate.productId !== subject.productId && shaded(candidate) && offerable(candidate) && typeKey(candidate.threadType) === type)
  take('sameType', nearest(lab, sameType, REPLACEMENTS_PER_GROUP))
  return ranked
}
