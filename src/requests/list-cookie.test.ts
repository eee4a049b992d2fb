import { describe, expect, it } from 'vitest'
import { decodeLines, encodeLines, MAX_NOTE, type RequestLine } from './lines'
import { cookieValue, KEPT_PARAM, LIST_COOKIE_LIMIT, listCookieDomain, requestListView } from './list-cookie'

const line = (product: number, code?: number, extra: Partial<RequestLine> = {}): RequestLine => ({ product, code, kind: 'samples', quantity: 1, unit: 'cones', note: '', ...extra })
const view = (query: string, cookie?: string) => requestListView(new URLSearchParams(query), cookie)

describe('the request list kept in a cookie', () => {
  it('adds a line to the list the cookie holds, and keeps the longer list', () => {
    const kept = encodeLines([line(1, 10)])
    const shown = view('add=2.20', kept)
    expect(decodeLines(shown.params.get('lines'))).toEqual([line(1, 10)])
    expect(shown.params.get('add')).toBe('2.20')
    expect(decodeLines(shown.cookie)).toEqual([line(1, 10), line(2, 20)])
  })

  it('starts a list with the first line added', () => {
    const shown = view('add=2')
    expect(shown.params.has('lines')).toBe(false)
    expect(decodeLines(shown.cookie)).toEqual([line(2)])
  })

  it('shows the kept list on the plain address and leaves the cookie as it is', () => {
    const kept = encodeLines([line(1, 10), line(2)])
    const shown = view('', kept)
    expect(shown.params.get('lines')).toBe(kept)
    // Marked as the buyer's own list, not a share link.
    expect(shown.params.get(KEPT_PARAM)).toBe('1')
    expect(shown.cookie).toBeUndefined()
    expect(view('').params.toString()).toBe('')
  })

  it("replaces the kept list with an address's own list (an edit, a share link)", () => {
    const kept = encodeLines([line(1, 10)])
    const edited = view('p=3&c=30&q=5&u=metres&n=for+a+gown&k0=quote', kept)
    expect(edited.params.has('lines')).toBe(false)
    expect(edited.params.has(KEPT_PARAM)).toBe(false)
    expect(decodeLines(edited.cookie)).toEqual([line(3, 30, { quantity: 5, unit: 'metres', note: 'for a gown', kind: 'quote' })])
    const shared = encodeLines([line(4)])
    expect(view(`lines=${shared}`, kept).cookie).toBe(shared)
    // The same list again: no cookie to write.
    expect(view(`lines=${kept}`, kept).cookie).toBeUndefined()
  })

  it("puts a replacement in place of a line's discontinued code with the list's edit, its kind, quantity, unit and note kept (issue 52)", () => {
    const kept = encodeLines([line(1, 10), line(2, 20)])
    // What the list form sends when its "Add … instead" button is pressed: the edited lines and the button's value.
    const edited = view('p=1&c=10&q=4&u=cones&n=&k0=samples&p=2&c=20&q=300&u=metres&n=for+a+veil&k1=quote&replace=2.20~2.21', kept)
    expect(decodeLines(edited.cookie)).toEqual([line(1, 10, { quantity: 4 }), line(2, 21, { quantity: 300, unit: 'metres', note: 'for a veil', kind: 'quote' })])
  })

  it('leaves the list as it is when the replacement names no line of it, or one it holds already', () => {
    const kept = encodeLines([line(1, 10), line(2, 20)])
    const form = 'p=1&c=10&q=1&u=cones&n=&k0=samples&p=2&c=20&q=1&u=cones&n=&k1=samples'
    expect(decodeLines(view(`${form}&replace=2.20~1.10`, kept).cookie ?? kept)).toEqual([line(1, 10), line(2, 20)])
    expect(decodeLines(view(`${form}&replace=3.30~3.31`, kept).cookie ?? kept)).toEqual([line(1, 10), line(2, 20)])
    expect(decodeLines(view(`${form}&replace=2.20`, kept).cookie ?? kept)).toEqual([line(1, 10), line(2, 20)])
  })

  it('empties the cookie when the edited list has no line left', () => {
    expect(view('p=', encodeLines([line(1)])).cookie).toBe('')
  })

  it('reads an unreadable or forged cookie as no list', () => {
    expect(view('', 'not-a-list').params.has('lines')).toBe(false)
    expect(decodeLines(view('add=5', '%%%').cookie)).toEqual([line(5)])
  })

  it('keeps a list too long for a cookie without its notes', () => {
    const long = Array.from({ length: 40 }, (_, index) => line(index + 1, undefined, { note: 'n'.repeat(MAX_NOTE) }))
    expect(encodeLines(long).length).toBeGreaterThan(LIST_COOKIE_LIMIT)
    const value = cookieValue(long)
    expect(value.length).toBeLessThanOrEqual(LIST_COOKIE_LIMIT)
    expect(decodeLines(value)).toEqual(long.map((entry) => ({ ...entry, note: '' })))
  })
})

describe('the domain the request list is shared on', () => {
  it('is the English host without www., zh. or cn., so all three language sites send it', () => {
    for (const host of ['kinsen.com.hk', 'www.kinsen.com.hk', 'zh.kinsen.com.hk', 'ZH.Kinsen.com.hk:8443', 'kinsen.test:3100', 'zh.kinsen.test:3100', 'cn.kinsen.com.hk', 'cn.kinsen.test:3100']) {
      expect(listCookieDomain(host), host).toBe(host.toLowerCase().includes('kinsen.test') ? 'kinsen.test' : 'kinsen.com.hk')
    }
  })

  it('is none for a host of one label or an address, where browsers keep the cookie to the host', () => {
    for (const host of ['localhost', 'localhost:3100', 'zh.localhost:3100', '127.0.0.1:3100', '[::1]:3100', '', null, undefined]) {
      expect(listCookieDomain(host), String(host)).toBeUndefined()
    }
  })
})
