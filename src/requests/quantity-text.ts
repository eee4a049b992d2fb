/** The unit words of a language: the plural (the form's choices) and the singular, for one. */
export type UnitWords = { cones: string; metres: string; cone: string; metre: string }

/** "1 cone", "5 cones", "1 metre", "2,000 metres" (in Chinese the one word serves both: "1 筒"). */
export function quantityText(quantity: number, unit: 'cones' | 'metres', words: UnitWords): string {
  const one = quantity === 1
  const word = unit === 'metres' ? (one ? words.metre : words.metres) : one ? words.cone : words.cones
  return `${quantity.toLocaleString('en')} ${word}`
}
