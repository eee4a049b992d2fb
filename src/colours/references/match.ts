/**
 * Reading a buyer's other-brand reference (issue 30.1): "Madeira 4006", "madeira metallic 6",
 * "Isacord 0020", "Pantone 871 C", or the code alone ("4006", "0020"). Words name the brand and the
 * line (each word the start of one of theirs), the code is compared without case, spaces, hyphens or
 * leading zeros ("0020" is "20", "871 C" is "871c"). A brand run into its code ("madeira4006") is
 * read as both, and a named brand's code without its one-letter suffix ("Pantone 871") finds it
 * (issue 50.7).
 */
export type ReferenceKey = { id: number; brand: string; line?: string; code: string }

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** Words of letters run into a number ("madeira4006") are two words. */
const words = (text: string) =>
  fold(text)
    .replace(/([a-z]{3,})([0-9])/g, '$1 $2')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** A code as compared: letters and digits only, leading zeros dropped. */
export const codeKey = (code: string) => fold(code).replace(/[^a-z0-9]/g, '').replace(/^0+(?=[0-9a-z])/, '')

/** A code alone must be this long to be read as another brand's (a lone "6" names nothing). */
const MIN_CODE_ALONE = 3
/** "no", "nr", "col", "colour", "shade": words buyers put before a number, not part of any name. */
const FILLER = new Set(['no', 'nr', 'nro', 'col', 'color', 'colour', 'shade', 'c'])

/** The code as compared, and how many letters and digits were typed for it ("0020": 4, though it compares as "20"). */
type Query = { code: string; typed: number; words: string[] }

/**
 * The ways to split a query into name words and a code: the code is its last one or two parts
 * ("871 C" as one code), and what comes before names the brand and line.
 */
function readings(query: string): Query[] {
  const parts = words(query)
  if (parts.length === 0 || parts.length > 6) return []
  const readings: Query[] = []
  for (const take of [1, 2]) {
    if (parts.length < take) continue
    const code = parts.slice(-take).join('')
    if (!/[0-9]/.test(code)) continue
    readings.push({ code: codeKey(code), typed: code.length, words: parts.slice(0, -take).filter((word) => !FILLER.has(word)) })
  }
  return readings
}

function named(reference: ReferenceKey, queryWords: string[]): boolean {
  const own = words(`${reference.brand} ${reference.line ?? ''}`)
  const brand = words(reference.brand)
  // Every word is the start of one of the reference's own, and the brand is among them (or no words at all).
  return queryWords.every((word) => own.some((part) => part.startsWith(word))) && (queryWords.length === 0 || queryWords.some((word) => brand.some((part) => part.startsWith(word))))
}

/** The references a query names, in the table's order; none when it names none. */
export function matchReferences<T extends ReferenceKey>(query: string, references: readonly T[]): T[] {
  const found = new Map<number, T>()
  for (const reading of readings(query)) {
    if (reading.words.length === 0 && reading.typed < MIN_CODE_ALONE) continue
    if (reading.words.some((word) => word.length < 2 && !/^[0-9]$/.test(word))) continue
    for (const reference of references) {
      const key = codeKey(reference.code)
      // "Pantone 871" for 871 C: only with the brand named, where the suffix is the one letter left.
      const withoutSuffix = reading.words.length > 0 && key.length === reading.code.length + 1 && key.startsWith(reading.code) && /[0-9][a-z]$/.test(key)
      if ((key === reading.code || withoutSuffix) && named(reference, reading.words)) found.set(reference.id, reference)
    }
  }
  return references.filter((reference) => found.has(reference.id))
}
