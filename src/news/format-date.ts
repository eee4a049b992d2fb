import type { SiteLocale } from '../shared/locales'
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** Dates are shown as the company sees them, in Hong Kong. */
const TIME_ZONE = 'Asia/Hong_Kong'
const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' })

/** The calendar day of an instant in Hong Kong, or undefined for an unreadable date. */
function newsDay(value: string | Date | null | undefined): { year: number; month: number; day: number } | undefined {
  if (!value) return undefined
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return undefined
  const found = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]))
  return { year: Number(found.year), month: Number(found.month), day: Number(found.day) }
}

/** 'MMM dd, yyyy' in English (Nov 05, 2026); 2026年11月5日 in both Chinese scripts. Empty for an unreadable date. */
export function formatNewsDate(value: string | Date | null | undefined, locale: SiteLocale): string {
  const day = newsDay(value)
  if (!day) return ''
  if (locale !== 'en') return `${day.year}年${day.month}月${day.day}日`
  return `${MONTHS[day.month - 1]} ${String(day.day).padStart(2, '0')}, ${day.year}`
}

/** The machine-readable day for <time dateTime>. */
export function isoDay(value: string | Date | null | undefined): string | undefined {
  const day = newsDay(value)
  if (!day) return undefined
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`
}
