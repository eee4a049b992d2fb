import type { ColourFamily } from './families'

/**
 * The words a buyer types for a colour family, in English and in both Chinese scripts (issue 50.6:
 * "silver", "銀色", "金色", "红色" found nothing while a Silvers family existed). Chinese words are
 * whole colour words ("金色", not "金", which every metallic thread's name holds).
 */
const FAMILY_WORDS: Record<ColourFamily, { phrases?: string[]; words: string[]; chinese: string[] }> = {
  // Before golds: "rose gold" is a copper.
  coppers: { phrases: ['rose gold'], words: ['copper', 'coppers', 'bronze'], chinese: ['銅色', '铜色', '玫瑰金', '古銅', '古铜'] },
  golds: { words: ['gold', 'golds', 'golden'], chinese: ['金色'] },
  silvers: { words: ['silver', 'silvers'], chinese: ['銀色', '银色'] },
  reds: { words: ['red', 'reds', 'pink', 'burgundy', 'crimson'], chinese: ['紅色', '红色', '粉紅', '粉红'] },
  blues: { words: ['blue', 'blues', 'purple', 'navy', 'violet'], chinese: ['藍色', '蓝色', '紫色'] },
  greens: { words: ['green', 'greens', 'emerald'], chinese: ['綠色', '绿色'] },
  whites: { words: ['white', 'whites', 'ivory'], chinese: ['白色'] },
  blacks: { words: ['black', 'blacks'], chinese: ['黑色'] },
  multicolour: { words: ['multicolour', 'multicolor', 'rainbow', 'variegated'], chinese: ['彩虹', '多色'] },
  holographic: { words: ['holographic', 'hologram'], chinese: ['幻彩', '鐳射', '镭射'] },
}

/** The family a search names by its colour word, if any (the first in the table's order). */
export function familyNamed(query: string): ColourFamily | undefined {
  const text = query.toLowerCase()
  const words = new Set(text.split(/[^a-z]+/).filter(Boolean))
  const spaced = ` ${text.replace(/[^a-z]+/g, ' ').trim()} `
  const entries = Object.entries(FAMILY_WORDS) as [ColourFamily, (typeof FAMILY_WORDS)[ColourFamily]][]
  return entries.find(
    ([, named]) => named.phrases?.some((phrase) => spaced.includes(` ${phrase} `)) || named.words.some((word) => words.has(word)) || named.chinese.some((word) => text.includes(word)),
  )?.[0]
}
