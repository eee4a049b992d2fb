import { describe, expect, it } from 'vitest'
import { cleanVisitorText, visitorText } from './visitor-text'

const LONE_HIGH = String.fromCharCode(0xd83d)
const LONE_LOW = String.fromCharCode(0xde00)

describe('text a visitor types', () => {
  it.each([
    ['NUL', 'Gold\u0000 thread', 'Gold thread'],
    ['escape sequences', '\u001b[31mRed\u001b[0m', '[31mRed[0m'],
    ['DEL and C1 controls', 'A\u007fB\u0085C\u009bD', 'ABCD'],
    ['direction overrides', 'invoice\u202Egpj.exe', 'invoicegpj.exe'],
    ['every embedding, override and isolate', '\u202A\u202B\u202C\u202D\u202Ex\u2066\u2067\u2068\u2069', 'x'],
    ['lone surrogates', `a${LONE_HIGH}b${LONE_LOW}c`, 'abc'],
  ])('loses its %s', (_what, typed, kept) => {
    expect(cleanVisitorText(typed)).toBe(kept)
    expect(cleanVisitorText(typed, 'multi-line')).toBe(kept)
  })

  it('keeps emoji (surrogate pairs), accents and Chinese', () => {
    expect(cleanVisitorText('Claire 😀 Dubois, 金線')).toBe('Claire 😀 Dubois, 金線')
  })

  it('keeps tabs and line breaks in a multi-line field, as \\n', () => {
    expect(cleanVisitorText('one\r\ntwo\tthree\rfour\nfive', 'multi-line')).toBe('one\ntwo\tthree\nfour\nfive')
  })

  it('turns tabs and line breaks of a single-line field into spaces', () => {
    expect(cleanVisitorText('Claire\r\nDubois\tSA')).toBe('Claire Dubois SA')
  })

  it('is checked after cleaning: junk alone is as empty, and does not count towards the length', () => {
    const name = visitorText(2, 5, 'short', 'long')
    expect(name.safeParse('\u0000\u202E\u0000').error?.issues[0]?.message).toBe('short')
    expect(name.parse(' Ab\u0000cd\u2066 ')).toBe('Abcd')
    expect(name.safeParse('abcdef').error?.issues[0]?.message).toBe('long')
  })
})
