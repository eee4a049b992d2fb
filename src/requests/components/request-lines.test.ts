import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { getMessages } from '../../i18n/messages'
import type { SiteLocale } from '../../shared/locales'
import type { LineReplacement } from '../line-replacements'
import { replaceLine, type RequestLine } from '../lines'
import type { ResolvedLine } from '../reads'
import { RequestLines } from './RequestLines'
import { lineWords, shownLine } from './shown-line'

/**
 * The request list's lines as the server draws them (issue 52): each code's availability now, and a
 * discontinued code's notice with its replacements, ranked here by a fake of the colours domain's
 * ReplacementsOf (the page gets the real one from its route).
 */
const line = (product: number, code: number | undefined, extra: Partial<RequestLine> = {}): RequestLine => ({ product, code, kind: 'samples', quantity: 3, unit: 'cones', note: '', ...extra })
const resolved = (entry: RequestLine, itemCode: string | undefined, availability?: ResolvedLine['availability']): ResolvedLine => ({
  line: entry,
  available: true,
  productName: 'Hologram Thread',
  slug: 'hologram-thread',
  itemCode,
  shadeHex: '#8a6fb0',
  availability,
  specification: 'Composition: Polyester',
})
const gone = { availability: 'discontinued' as const, leadTimeWeeks: null, availabilityNote: null, discontinuedOn: '2026-07-31T12:00:00.000Z' }
const madeToOrder = { availability: 'made-to-order' as const, leadTimeWeeks: 6, availabilityNote: null, discontinuedOn: null }
const inStock = { availability: 'in-stock' as const, leadTimeWeeks: null, availabilityNote: null, discontinuedOn: null }

/** What the colours domain would rank for KS-H200-RB2: its pinned replacement, then the nearest of the same thread. */
const ranked: LineReplacement[] = [
  { itemCode: 'KS-H200-MULTI', productSlug: 'hologram-thread', productName: 'Hologram Thread', hex: '#9a7fc0', deltaE: 4.26, group: 'recommended', availability: 'in-stock', item: { product: 7, code: 72 } },
  { itemCode: 'KS-H200-RB1', productSlug: 'hologram-thread', productName: 'Hologram Thread', hex: '#8a6fb1', deltaE: 0.02, group: 'sameProduct', availability: 'made-to-order', item: { product: 7, code: 71 } },
  // Not found in the catalogue as the visitor reads it: linked, not offered.
  { itemCode: 'KS-X-9', productSlug: 'elsewhere', productName: 'Elsewhere', hex: null, deltaE: null, group: 'sameType', availability: 'in-stock' },
]

/** The attributes of the button whose text this is. */
function buttonOf(html: string, text: string): Record<string, string> | undefined {
  const tag = [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].find((match) => match[2] === text)?.[1]
  return tag ? Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]])) : undefined
}

function render(locale: SiteLocale, lines: ResolvedLine[], replacements: Map<number, LineReplacement[]> = new Map()) {
  const messages = getMessages(locale)
  const shown = lines.map((entry, index) => shownLine(entry, messages.availability, locale, replacements.get(index)))
  return renderToStaticMarkup(createElement(RequestLines, { lines: shown, t: messages.requests, a: lineWords(messages.availability) }))
}

describe('a request list line', () => {
  it("shows its code's availability now, except in stock", () => {
    const html = render('en', [resolved(line(7, 70), 'KS-H200-GD', madeToOrder), resolved(line(7, 71), 'KS-H200-RB1', inStock), resolved(line(7, undefined), undefined)])
    expect(html).toContain('data-availability="made-to-order"')
    expect(html).toContain('Made to order: 6 weeks')
    expect(html).not.toContain('data-availability="in-stock"')
    expect(html).not.toContain('data-line-discontinued')
  })

  it('says a discontinued code is so and offers its replacements: a link to each, its ΔE, and a button that swaps the code', () => {
    const html = render('en', [resolved(line(7, 70), 'KS-H200-GD', inStock), resolved(line(7, 73, { quantity: 40 }), 'KS-H200-RB2', gone)], new Map([[1, ranked]]))
    expect(html).toContain('Discontinued on 31 July 2026')
    expect(html).toMatch(/<div role="note"[^>]*data-line-discontinued="true"><p>Discontinued since you added it\.<\/p>/)
    expect(html).toContain('Nearest available:')
    expect(html).toContain('<a href="/products/hologram-thread?code=KS-H200-MULTI"')
    expect(html).toContain('ΔE 4.3')
    // Nearly the same shade is never "0.0".
    expect(html).toContain('ΔE &lt;0.1')
    expect(buttonOf(html, 'Add KS-H200-MULTI instead')).toMatchObject({ type: 'submit', name: 'replace', value: '7.73~7.72' })
    expect(buttonOf(html, 'Add KS-H200-RB1 instead')).toMatchObject({ name: 'replace', value: '7.73~7.71' })
    // Linked, but not offered: its ids are unknown.
    expect(html).toContain('href="/products/elsewhere?code=KS-X-9"')
    expect(html).not.toContain('Add KS-X-9 instead')
    // Enter in a field updates the list: the form's first submit button is a hidden "Update list".
    expect(html).toMatch(/<form[^>]*><button type="submit" tabindex="-1" aria-hidden="true" class="sr-only">Update list<\/button>/)
  })

  it('offers no swap to a replacement the list holds already, and none without replacements', () => {
    const held = render('en', [resolved(line(7, 72), 'KS-H200-MULTI', inStock), resolved(line(7, 73), 'KS-H200-RB2', gone)], new Map([[1, ranked]]))
    expect(held).not.toContain('Add KS-H200-MULTI instead')
    expect(held).toContain('Add KS-H200-RB1 instead')
    const none = render('en', [resolved(line(7, 73), 'KS-H200-RB2', gone)])
    expect(none).toContain('Discontinued since you added it.')
    expect(none).not.toContain('Nearest available:')
    expect(none).not.toContain('name="replace"')
  })

  it.each([
    ['zh-Hant', '已於 2026年7月31日 停產', '加入後已停產。', '改為加入 KS-H200-MULTI'],
    ['zh-Hans', '已于 2026年7月31日 停产', '加入后已停产。', '改为加入 KS-H200-MULTI'],
  ] as const)('speaks the page language (%s)', (locale, mark, notice, button) => {
    const html = render(locale, [resolved(line(7, 73), 'KS-H200-RB2', gone)], new Map([[0, ranked]]))
    expect(html).toContain(mark)
    expect(html).toContain(notice)
    expect(html).toContain(button)
  })

  it("keeps the line's kind, quantity, unit and note when its button's value swaps the code", () => {
    const lines = [line(7, 70), line(7, 73, { kind: 'quote', quantity: 40, unit: 'metres', note: 'For a veil' })]
    expect(replaceLine(lines, '7.73~7.72')).toEqual([line(7, 70), line(7, 72, { kind: 'quote', quantity: 40, unit: 'metres', note: 'For a veil' })])
  })
})
