import { wordsFor } from '../../shared/admin-label'

/** The lengths search engines show in full (the SEO plugin's own defaults), and how a text measures against them. */
export const SEO_LENGTHS = {
  title: { min: 50, max: 60 },
  description: { min: 100, max: 150 },
} as const

export type SeoTextKind = keyof typeof SEO_LENGTHS
export type LengthState = 'empty' | 'tooShort' | 'almostThere' | 'good' | 'tooLong'

/** Where a text of `length` characters stands: 'almostThere' within the last tenth below the minimum. */
export function lengthState(length: number, { min, max }: { min: number; max: number }): LengthState {
  if (length === 0) return 'empty'
  if (length > max) return 'tooLong'
  if (length >= min) return 'good'
  return length / min > 0.9 ? 'almostThere' : 'tooShort'
}

const words = {
  en: {
    empty: { title: "Empty: the page's own title is used", description: "Empty: the page's own short description is used" },
    tooShort: 'Too short',
    almostThere: 'Almost there',
    good: 'Good length',
    tooLong: 'Too long',
    count: (length: number, min: number, max: number) => `${length} characters; ${min}–${max} show in full`,
    generate: 'Fill in from the page',
  },
  zh: {
    empty: { title: '留空：使用此頁本身的標題', description: '留空：使用此頁本身的簡介' },
    tooShort: '太短',
    almostThere: '差不多了',
    good: '長度合適',
    tooLong: '太長',
    count: (length: number, min: number, max: number) => `${length} 個字元；${min} 至 ${max} 個可完整顯示`,
    generate: '按此頁內容填入',
  },
}

/** The words beside an SEO text in the admin's language. */
export function seoLengthWords(language: string) {
  return wordsFor(language, words)
}
