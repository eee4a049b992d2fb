import { describe, expect, it } from 'vitest'
import { en } from '../i18n/messages/en'
import { zhHant } from '../i18n/messages/zh-Hant'
import { addLine, decodeLines, encodeLines, isFullFor, MAX_LINES, parseAdd, requestPath, type RequestLine } from './lines'
import { requestSchema } from './schemas'

const line = (product: number, code?: number): RequestLine => ({ product, code, kind: 'samples', quantity: 1, unit: 'cones', note: '' })

describe('request lines in an address', () => {
  it('survive encoding, notes in any language included', () => {
    const lines: RequestLine[] = [
      { product: 12, code: 34, kind: 'quote', quantity: 5000, unit: 'metres', note: '需於十二月前交貨 & “soon”' },
      { product: 7, kind: 'samples', quantity: 2, unit: 'cones', note: '' },
    ]
    const encoded = encodeLines(lines)
    expect(encoded).toMatch(/^[\w-]+$/)
    expect(decodeLines(encoded)).toEqual([lines[0], { ...lines[1], code: undefined }])
  })

  it('leave out what cannot be read instead of failing', () => {
    expect(decodeLines('not base64 json!')).toEqual([])
    expect(decodeLines(encodeLines([line(1)]).slice(0, 5))).toEqual([])
    const packed = Buffer.from(JSON.stringify([[0, 0, 's', 1, 'c', ''], [3, -1, 'x', -5, 'y', 42], 'junk'])).toString('base64url')
    expect(decodeLines(packed)).toEqual([{ product: 3, code: undefined, kind: 'samples', quantity: 1, unit: 'cones', note: '' }])
  })

  it('keep one line per product and item code', () => {
    expect(addLine([line(1, 2)], line(1, 2))).toEqual([line(1, 2)])
    expect(addLine([line(1, 2)], line(1))).toHaveLength(2)
  })

  it('read an added line from "12" or "12.34" only', () => {
    expect(parseAdd('12')).toMatchObject({ product: 12, code: undefined })
    expect(parseAdd('12.34')).toMatchObject({ product: 12, code: 34 })
    expect(parseAdd('12.x')).toBeUndefined()
    expect(parseAdd(undefined)).toBeUndefined()
    expect(requestPath([])).toBe('/request')
  })
})

describe('the request form schema', () => {
  it('answers in the visitor language', () => {
    const bad = { name: 'A', company: 'B', email: 'x', country: 'F', message: 'short' }
    const english = requestSchema(en.requests.errors).safeParse(bad)
    const chinese = requestSchema(zhHant.requests.errors).safeParse(bad)
    expect(english.success || english.error.issues.map((issue) => issue.message)).toContain('Company must be at least 2 characters.')
    expect(chinese.success || chinese.error.issues.map((issue) => issue.message)).toContain('公司名稱最少需要 2 個字元。')
  })

  it('accepts an empty phone and refuses letters in one', () => {
    const good = { name: 'Claire', company: 'Atelier', email: 'c@a.example', country: 'France', message: 'Please send samples.' }
    expect(requestSchema(en.requests.errors).safeParse({ ...good, phone: '' }).success).toBe(true)
    expect(requestSchema(en.requests.errors).safeParse({ ...good, phone: 'call me' }).success).toBe(false)
  })
})

describe('a full list', () => {
  const line = (product: number): RequestLine => ({ product, kind: 'samples', quantity: 1, unit: 'cones', note: '' })
  const full = Array.from({ length: MAX_LINES }, (_, index) => line(index + 1))

  it('is full for a new line, and takes none', () => {
    expect(isFullFor(full, line(999))).toBe(true)
    expect(addLine(full, line(999))).toBe(full)
  })

  it('is not full for a line it already holds, nor below the cap', () => {
    expect(isFullFor(full, line(1))).toBe(false)
    expect(isFullFor(full.slice(1), line(999))).toBe(false)
  })
})
