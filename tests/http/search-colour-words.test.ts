import { beforeAll, describe, expect, it } from 'vitest'
import { FAMILY_REFERENCE } from '../../src/colours/families'
import { adminSession, api, baseUrl, createDocument, getWithHost } from '../helpers/http'

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
  const csv = ['brand,line,code,name,name_zh,hex,equivalent_item_code,demo', `Threadco${run},Glitter,5501,Silver,銀色,#C0C0C8,,yes`, `Threadco${run},Glitter,7707,Cyan,青色,#00FFFF,,yes`].join('\n')
  const imported = await api('/api/shade-references/import', { method: 'POST', body: csv, session: admin, headers: { 'Content-Type': 'text/csv' } })
  expect(imported.status).toBe(200)
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

  it('answers a brand named alone with a link to its conversion chart (issue 50.6)', async () => {
    for (const [prefix, words] of [['', 'every shade with its nearest KINSEN item code'], ['zh.', '每個色號及最接近的金泉貨品編號'], ['cn.', '每个色号及最接近的金泉货品编号']]) {
      const page = await search(prefix!, `threadco${run}`)
      expect(page.text).toContain(`data-search-brand="Threadco${run}"`)
      expect(page.text).toContain(`href="/colours/convert#brand-threadco${run}"`)
      expect(page.text).toContain(words)
    }
  })

  it('offers a custom shade for another brand\'s shade no code is close to, and not for one a code matches (issue 50.7)', async () => {
    const far = await search('', `Threadco${run} 7707`)
    expect(far.text).toContain('data-reference="Threadco')
    const offer = /<p class="[^"]*" data-far="true">([\s\S]*?)<\/p>/.exec(far.text)?.[1]
    expect(offer).toContain('None of our item codes is close to this colour')
    expect(offer).toMatch(/<a [^>]*href="\/contact"[^>]*>Ask for a custom shade<\/a>/)
    expect((await search('', `Threadco${run} 5501`)).text).not.toContain('data-far')
  })

  it("offers the colour finder's families when nothing is found, in the visitor's language (issue 50.6)", async () => {
    for (const [prefix, silvers] of [['', 'Silvers'], ['zh.', '銀色'], ['cn.', '银色']]) {
      const page = await search(prefix!, `zzqx${run}`)
      const families = /<nav aria-label="[^"]+" class="[^"]*" data-search-families="true">([\s\S]*?)<\/nav>/.exec(page.text)?.[1]
      expect(families).toContain('href="/colours?family=silvers"')
      expect(families).toContain(`>${silvers}<`)
    }
  })

  it('adds nothing for words that name no colour', async () => {
    expect(familySection((await search('', `Colour Words ${run}`)).text)).toBeUndefined()
  })
})
