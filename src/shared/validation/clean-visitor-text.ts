// No zod here: the request list's storage code (src/requests/lines.ts) runs in the header of
// every page, and the forms' schemas (visitor-text.ts) are fetched only when a form is used.

/*
 * What a visitor types is stored, shown to administrators and mailed. Some
 * characters have no place in it and only ever serve to mislead or to break
 * what reads it: control characters (NUL, which PostgreSQL refuses outright,
 * escape sequences, DEL, the C1 range), the direction overrides and isolates
 * that make text read differently from what it holds (U+202A-U+202E,
 * U+2066-U+2069), and lone surrogates, which are not text at all. They are
 * invisible, so they are removed rather than refused: the visitor would not
 * know what to correct.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDFFF]/gu
const LINE_BREAKS = /\r\n|[\t\n\r]/g

export type TextShape = 'single-line' | 'multi-line'

/**
 * The text without invisible junk. A multi-line field keeps tabs and line
 * breaks (as \n: browsers post a textarea's as \r\n); a single-line field
 * gets a space for each.
 */
export function cleanVisitorText(value: string, shape: TextShape = 'single-line'): string {
  const lines = shape === 'multi-line' ? value.replace(/\r\n?/g, '\n') : value.replace(LINE_BREAKS, ' ')
  return lines.replace(INVISIBLE, '')
}
