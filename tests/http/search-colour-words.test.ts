import { beforeAll, describe, expect, it } from 'vitest'
import { FAMILY_REFERENCE } from '../../src/colours/families'
import { adminSession, baseUrl, createDocument, getWithHost } from '../helpers/http'

/**
 * Issue 50.6: a colour word typed into the site search ("silver", "銀色", "红色") finds the item
 * codes of that colour family, in every language, with a link to the whole family in the colour finder.
 */
const run = Date.now().toString(36)
const silver = `CW-SILVER-${run}`
const red = `CW-RED-${run}`
const host = (prefix: string) => `${prefix}${new URL(baseUrl()).host}`
const search = (prefix: string, query: string) => getWithHost(baseUrl(), `/search?q=${encodeURIComponent(query)}`, host(prefix))

/** The family section of a results page: its family and the item codes it lists. */
function familySection(html: string) {
  const section = /<section aria-labelledby="search-family" data-search-family="([^"]+)">([\s\S]*?)<\/section>/.exec(html)
  return section ? { family: section[1], codes: [...section[2]!.matchAll(/<li data-code="([^"]+)"/g)].map((match) => match[1]), html: section[2]! } : undefined
}

beforeAll(async () => {
  const admin = await adminSession()
  const product = await createDocument(admin, 'products', { name: `Colour Words ${run}`, slug: `colour-words-${run}`, status: 'Active' }, { name: `顏色字 ${run}` })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: silver, shadeHex: FAMILY_REFERENCE.silvers })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: red, shadeHex: FAMILY_REFERENCE.reds })
})

describe('a colour word in the site search', () => {
  it.each([
    ['', 'silver', 'silvers', silver, 'All Silvers'],
    ['zh.', '銀色', 'silvers', silver, '全部銀色'],
    ['cn.', '银色', 'silvers', silver, '全部银色'],
    ['', 'Red', 'reds', red, 'All Reds'],
    ['zh.', '紅色', 'reds', red, '全部紅色'],
    ['cn.', '红色', 'reds', red, '全部红色'],
  ])('on %s"%s" lists the %s, nearest the family first, and links to them all', async (prefix, query, family, code, link) => {
    const page = await search(prefix, query)
    expect(page.status).toBe(200)
    const section = familySection(page.text)
    expect(section?.family).toBe(family)
    expect(section?.codes).toContain(code)
    expect(section?.html).toContain(`href="/colours?family=${family}"`)
    expect(section?.html).toContain(link)
  })

  it('adds nothing for words that name no colour', async () => {
    expect(familySection((await search('', `Colour Words ${run}`)).text)).toBeUndefined()
  })
})
