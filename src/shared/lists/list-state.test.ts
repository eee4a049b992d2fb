import { describe, expect, it } from 'vitest'
import { DEFAULT_PUBLIC_PAGE_SIZE, defineList, MAX_PAGE, MAX_SEARCH_LENGTH, PUBLIC_PAGE_SIZES, type ListState, type SearchParams } from './list-state'

// Sizes unlike the site's, so a test passes only if the list's own parameters are used.
const list = defineList({ path: '/things', pageSizes: [5, 10, 20], defaultPageSize: 10 })
const known = [3, 41, 700]
const defaults: ListState = { q: '', category: 0, size: list.defaultPageSize, page: 1 }

/** The search params Next would hand a page for this address (a repeated key as an array). */
function paramsOf(href: string): SearchParams {
  const params: SearchParams = {}
  for (const [key, value] of new URL(href, 'http://site.test').searchParams) {
    const previous = params[key]
    params[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]
  }
  return params
}

const notPositiveIntegers = ['', ' ', 'abc', '0', '-3', '+3', '1.5', '1e3', '0x10', '1,000', '3abc', '012', '9999999999', 'Infinity', 'NaN']

describe('parsing a list address', () => {
  it('gives the defaults for an empty address', () => {
    expect(list.parse({}, known)).toEqual(defaults)
  })

  it('keeps every offered page size, and falls back to the default for anything else', () => {
    for (const size of list.pageSizes) expect(list.parse({ size: String(size) }).size).toBe(size)
    const notOffered = [...notPositiveIntegers, ...PUBLIC_PAGE_SIZES.map(String), String(Math.max(...list.pageSizes) + 1)].filter(
      (value) => !list.pageSizes.map(String).includes(value),
    )
    for (const size of notOffered) expect(list.parse({ size }).size, `size=${size}`).toBe(list.defaultPageSize)
  })

  it('keeps a known category, and shows all for an unknown or malformed one', () => {
    for (const category of known) expect(list.parse({ category: String(category) }, known).category).toBe(category)
    for (const category of [...notPositiveIntegers, String(Math.max(...known) + 1)]) expect(list.parse({ category }, known).category, `category=${category}`).toBe(0)
  })

  it('ignores any category on a list without categories', () => {
    for (const category of known) expect(list.parse({ category: String(category) }).category).toBe(0)
  })

  it('reads a page number from 1, capped, and 1 for anything malformed', () => {
    for (const page of [1, 2, 37, MAX_PAGE]) expect(list.parse({ page: String(page) }).page).toBe(page)
    expect(list.parse({ page: String(MAX_PAGE + 1) }).page).toBe(MAX_PAGE)
    expect(list.parse({ page: ` ${7} ` }).page).toBe(7)
    for (const page of notPositiveIntegers) expect(list.parse({ page }).page, `page=${page}`).toBe(1)
  })

  it('trims the search and cuts it to the maximum length', () => {
    const words = 'gold  thread'
    expect(list.parse({ q: `  ${words}\n` }).q).toBe(words)
    const long = '金'.repeat(MAX_SEARCH_LENGTH * 3)
    expect(list.parse({ q: long }).q).toBe(long.slice(0, MAX_SEARCH_LENGTH))
    expect(list.parse({ q: '   ' }).q).toBe('')
  })

  it('takes the first of repeated keys', () => {
    const [size, other] = list.pageSizes.filter((entry) => entry !== list.defaultPageSize)
    const params = paramsOf(`${list.path}?q=first&q=second&size=${size}&size=${other}&page=4&page=9&category=${known[1]}&category=${known[0]}`)
    expect(list.parse(params, known)).toEqual({ q: 'first', category: known[1], size, page: 4 })
  })

  it('gives each list its own default size for the same address', () => {
    const other = defineList({ path: '/others', pageSizes: [7, 14], defaultPageSize: 14 })
    const params = { size: String(list.pageSizes[0]) }
    expect(list.parse(params).size).toBe(list.pageSizes[0])
    expect(other.parse(params).size).toBe(other.defaultPageSize)
  })
})

describe('writing a list address', () => {
  it('is the plain path for the default state, however it is given', () => {
    expect(list.href({})).toBe(list.path)
    expect(list.href(defaults)).toBe(list.path)
    expect(list.href(list.parse({ size: String(list.defaultPageSize), page: '1', q: '', category: '0' }))).toBe(list.path)
  })

  it('leaves out each value that is the default, and only those', () => {
    const state: ListState = { q: 'kwa', category: known[0]!, size: list.pageSizes[0]!, page: 3 }
    for (const key of Object.keys(defaults) as (keyof ListState)[]) {
      const search = new URL(list.href({ ...state, [key]: defaults[key] }), 'http://site.test').searchParams
      expect(search.has(key), key).toBe(false)
      for (const other of Object.keys(defaults).filter((entry) => entry !== key)) expect(search.has(other), `${other} without ${key}`).toBe(true)
    }
  })

  it('writes the keys in one order, so a state has one address', () => {
    const href = list.href({ page: 2, size: list.pageSizes[2], q: 'x', category: known[2] })
    expect([...new URL(href, 'http://site.test').searchParams.keys()]).toEqual(['category', 'q', 'size', 'page'])
    expect(href.startsWith(`${list.path}?`)).toBe(true)
  })

  it('reads back every state it writes', () => {
    const searches = ['', 'gold thread', '金線 刺繡', 'a&b=c', '100% + more', '?#/', 'x'.repeat(MAX_SEARCH_LENGTH)]
    for (const q of searches)
      for (const category of [0, ...known])
        for (const size of list.pageSizes)
          for (const page of [1, 2, MAX_PAGE]) {
            const state = { q, category, size, page }
            expect(list.parse(paramsOf(list.href(state)), known)).toEqual(state)
          }
  })
})

describe('list definitions', () => {
  it('refuses a default page size that is not offered', () => {
    expect(() => defineList({ path: '/broken', pageSizes: [6, 12], defaultPageSize: 10 })).toThrow('/broken: the default page size 10 is not one of 6, 12')
  })

  it('offers the public page sizes of the spec (§9: 6, 12, 18, default 6)', () => {
    expect([...PUBLIC_PAGE_SIZES]).toEqual([6, 12, 18])
    expect(DEFAULT_PUBLIC_PAGE_SIZE).toBe(6)
  })
})
