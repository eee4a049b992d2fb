import { cleanVisitorText } from '../shared/validation/clean-visitor-text'

/**
 * A request list's lines as they travel: in the browser's storage, in a share
 * link (/request?lines=…) and in the send form's hidden field. Kept compact
 * (short keys, base64url JSON) so that a long list still fits an address.
 * Only ids travel: names and specifications are read on the server.
 */
export const LINE_KINDS = ['samples', 'quote'] as const
export const LINE_UNITS = ['cones', 'metres'] as const
export type LineKind = (typeof LINE_KINDS)[number]
export type LineUnit = (typeof LINE_UNITS)[number]

export type RequestLine = { product: number; code?: number; kind: LineKind; quantity: number; unit: LineUnit; note: string }

export const MAX_LINES = 50
export const MAX_NOTE = 500
export const MAX_QUANTITY = 1_000_000

/** The browser storage key of the list. */
export const STORAGE_KEY = 'request-lines'
/** Dispatched on window when the list changes in this tab (other tabs hear the storage event). */
export const LINES_CHANGED_EVENT = 'request-lines-changed'

type Packed = [number, number, 's' | 'q', number, 'c' | 'm', string]

const toBase64Url = (text: string) => {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const fromBase64Url = (value: string) => {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

const positiveId = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : undefined)

/** A line read from anywhere untrusted, or undefined when it names no product. */
export function cleanLine(value: Partial<Record<keyof RequestLine, unknown>>): RequestLine | undefined {
  const product = positiveId(value.product)
  if (!product) return undefined
  const quantity = Number(value.quantity)
  return {
    product,
    code: positiveId(value.code),
    kind: value.kind === 'quote' ? 'quote' : 'samples',
    quantity: Number.isFinite(quantity) && quantity >= 1 ? Math.min(Math.round(quantity), MAX_QUANTITY) : 1,
    unit: value.unit === 'metres' ? 'metres' : 'cones',
    note: typeof value.note === 'string' ? cleanVisitorText(value.note).slice(0, MAX_NOTE) : '',
  }
}

/** Two lines are the same request line when they name the same product and item code. */
export const sameItem = (a: RequestLine, b: RequestLine) => a.product === b.product && (a.code ?? 0) === (b.code ?? 0)

/** Whether the list is full (MAX_LINES) for a line it does not hold yet. */
export const isFullFor = (lines: RequestLine[], line: RequestLine) => lines.length >= MAX_LINES && !lines.some((entry) => sameItem(entry, line))

/** Adds a line unless the list already holds its item or is full (then the list is unchanged). */
export function addLine(lines: RequestLine[], line: RequestLine): RequestLine[] {
  if (lines.some((entry) => sameItem(entry, line)) || lines.length >= MAX_LINES) return lines
  return [...lines, line]
}

export function encodeLines(lines: RequestLine[]): string {
  if (lines.length === 0) return ''
  const packed: Packed[] = lines.map((line) => [line.product, line.code ?? 0, line.kind === 'quote' ? 'q' : 's', line.quantity, line.unit === 'metres' ? 'm' : 'c', line.note])
  return toBase64Url(JSON.stringify(packed))
}

/** The lines of an encoded list; anything unreadable is left out rather than failing the page. */
export function decodeLines(value: string | null | undefined): RequestLine[] {
  if (!value) return []
  let packed: unknown
  try {
    packed = JSON.parse(fromBase64Url(value))
  } catch {
    return []
  }
  if (!Array.isArray(packed)) return []
  let lines: RequestLine[] = []
  for (const entry of packed.slice(0, MAX_LINES)) {
    if (!Array.isArray(entry)) continue
    const [product, code, kind, quantity, unit, note] = entry as unknown[]
    const line = cleanLine({ product, code, kind: kind === 'q' ? 'quote' : 'samples', quantity, unit: unit === 'm' ? 'metres' : 'cones', note })
    if (line) lines = addLine(lines, line)
  }
  return lines
}

/** `add` in an address: "12" (a product, any shade) or "12.34" (product 12, item code 34). */
export function parseAdd(value: string | null | undefined): RequestLine | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,9}))?$/.exec(value ?? '')
  if (!match) return undefined
  return cleanLine({ product: Number(match[1]), code: match[2] ? Number(match[2]) : undefined })
}

export const addParam = (product: number, code?: number) => (code ? `${product}.${code}` : String(product))

/** An item code of a product, as a line names it. */
export type ItemRef = { product: number; code: number }

/**
 * The list form's button that puts a replacement in place of a discontinued line's code (issue 52):
 * `replace=12.34~12.56`, the line's product and code, then the replacement's. A submit button's own
 * name and value, so that without JavaScript it travels with the list's edited fields.
 */
export const REPLACE_PARAM = 'replace'
export const replaceValue = (from: ItemRef, to: ItemRef) => `${addParam(from.product, from.code)}~${addParam(to.product, to.code)}`

const namesItem = (line: RequestLine, item: ItemRef) => line.product === item.product && line.code === item.code

/**
 * The list with one line's item code replaced, its kind, quantity, unit and note kept. Unchanged when
 * the value names no line of the list, or names a replacement the list already holds: two lines of
 * one item would be one line, and neither line's quantity or note may be lost in silence.
 */
export function replaceLine(lines: RequestLine[], value: string | null | undefined): RequestLine[] {
  const match = /^(\d{1,9})\.(\d{1,9})~(\d{1,9})\.(\d{1,9})$/.exec(value ?? '')
  if (!match) return lines
  const [from, to] = [{ product: Number(match[1]), code: Number(match[2]) }, { product: Number(match[3]), code: Number(match[4]) }]
  const index = lines.findIndex((line) => namesItem(line, from))
  if (index < 0 || lines.some((line) => namesItem(line, to))) return lines
  return lines.map((line, at) => (at === index ? { ...line, product: to.product, code: to.code } : line))
}

/** The request page's address for a list. */
export const requestPath = (lines: RequestLine[]) => {
  const encoded = encodeLines(lines)
  return encoded ? `/request?lines=${encoded}` : '/request'
}
