import type { Messages } from '../i18n/messages'
import type { CardShade } from './colour-card'

/** The figures a colour card compares, in the order it shows them. */
export type FigureKey = 'threadType' | 'composition' | 'denier' | 'length'
const FIGURES: readonly FigureKey[] = ['threadType', 'composition', 'denier', 'length']

type Words = Messages['colourCard']
export const figureLabel = (key: FigureKey, t: Words) => ({ threadType: t.type, composition: t.composition, denier: t.denier, length: t.length })[key]

/** The figures every shade of the card shares: said once above the swatches (on the page and in print), not under each. */
export function sharedFigures(shades: CardShade[], t: Words): [string, string][] {
  const first = shades[0]
  if (!first) return []
  return FIGURES.filter((key) => first[key] !== undefined && shades.every((shade) => shade[key] === first[key])).map((key) => [figureLabel(key, t), first[key]!])
}

/** The figures of one shade that the others do not all share. */
export function ownFigures(shade: CardShade, shades: CardShade[], t: Words): [string, string][] {
  const shared = new Set(sharedFigures(shades, t).map(([label]) => label))
  return FIGURES.filter((key) => shade[key] && !shared.has(figureLabel(key, t))).map((key) => [figureLabel(key, t), shade[key]!])
}
