import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSearchResults } from '../../src/search/reads'
import { makeJpeg } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let context: TestPayload
let payload: Payload
const run = Math.random().toString(36).slice(2, 7)
const ids: Record<string, number> = {}

async function product(key: string, en: { name: string; description?: string }, zh?: { name?: string; description?: string }, status: 'Active' | 'Inactive' = 'Active') {
  const doc = await payload.create({ collection: 'products', locale: 'en', data: { ...en, slug: `${key}-${run}`, status } as never })
  if (zh) await payload.update({ collection: 'products', id: doc.id, locale: 'zh-Hant', data: zh as never })
  ids[key] = doc.id
}
const code = (key: string, itemCode: string) => payload.create({ collection: 'item-codes', data: { product: ids[key], itemCode } as never })

beforeAll(async () => {
  context = await startTestPayload('search')
  payload = context.payload
  await product('gold', { name: 'Imperial Gold Metallic', description: 'A bright gold thread for fine embroidery.' }, { name: '御品金線', description: '適合精細刺繡的亮麗金色繡線。' })
  await product('untranslated', { name: 'Prism Holographic Twist', description: 'Rainbow sparkle for stage costumes.' })
  await product('hidden', { name: 'Hidden Gold Prototype', description: 'Not yet for sale.' }, { name: '隱藏金線' }, 'Inactive')
  const category = await payload.create({ collection: 'categories', locale: 'en', data: { name: `Couture Specials ${run}` } as never })
  await payload.update({ collection: 'products', id: ids.untranslated!, data: { categories: [category.id] } as never })
  await product('pure', { name: 'Mirror Flat Film', description: 'Made of 100% metallised film.' })
  await product('lame', { name: 'Lamé Couture Ribbon', description: 'A woven ribbon shown at Première Vision.' }, { name: '金銀絲緞帶' }, 'Inactive')
  // A save of other fields only (the status) keeps the search text of the name and description.
  await payload.update({ collection: 'products', id: ids.lame!, data: { status: 'Active' } as never })
  await payload.create({ collection: 'item-codes', locale: 'en', data: { product: ids.pure, itemCode: 'KS-L69-G10', composition: 'Polyamide core with mirror film', denier: '69D', shadeHex: '#E6CF7A' } as never })
  await code('gold', 'KS-M150-C01')
  await code('gold', 'KS-M150-C02')
  await code('gold', 'KS-M1500-G01')
  await code('untranslated', 'KS-H200-RB1')
  await code('hidden', 'KS-M150-C09')
  await code('hidden', 'KS-X900-01')

  const image = await payload.create({ collection: 'media', data: { alt: 'Gold' }, file: { data: await makeJpeg(), mimetype: 'image/jpeg', name: `search-${run}.jpg`, size: 0 } })
  const news = (key: string, title: string, status: 'Active' | 'Inactive', zh?: string) =>
    payload
      .create({
        collection: 'news-items',
        data: { title, slug: `${key}-${run}`, description: 'A description of at least ten characters.', articleBody: 'An article body of at least twenty characters.', primaryImage: image.id, publishedAt: '2026-03-01', status, isPinned: false },
      })
      .then(async (doc) => (zh ? payload.update({ collection: 'news-items', id: doc.id, locale: 'zh-Hant', data: { title: zh } }) : doc))
  await news('fair', 'Gold threads at the Hong Kong fair', 'Active', '香港展覽會上的金線新品')
  await news('secret', 'Secret gold launch', 'Inactive')
  const project = await payload.create({ collection: 'gallery-items', locale: 'en', data: { slug: `dragon-${run}`, name: 'Dragon robe in gold', description: 'Couched goldwork on silk.', status: 'Active' } as never })
  await payload.update({ collection: 'gallery-items', id: project.id, locale: 'zh-Hant', data: { name: '金線龍袍' } as never })
})
afterAll(async () => context?.close())

const codesOf = (results: Awaited<ReturnType<typeof readSearchResults>>) => results.codes.hits.map((hit) => hit.code)

describe('the site search: item codes', () => {
  it('finds an exact code whatever its case, and names it as the one to go to', async () => {
    const results = await readSearchResults(payload, 'en', 'ks-m150-c01')
    expect(results.exactCode).toMatchObject({ code: 'KS-M150-C01', title: 'Imperial Gold Metallic', href: `/products/gold-${run}?code=KS-M150-C01` })
  })

  it('lets the maker prefix be left out', async () => {
    const results = await readSearchResults(payload, 'zh-Hant', 'm150-c01')
    expect(results.exactCode).toMatchObject({ code: 'KS-M150-C01', title: '御品金線' })
  })

  it('lists codes starting with the query (with or without the prefix), exact first, never those of Inactive products', async () => {
    const results = await readSearchResults(payload, 'en', 'M150')
    expect(results.exactCode).toBeNull()
    expect(codesOf(results)).toEqual(['KS-M150-C01', 'KS-M150-C02', 'KS-M1500-G01'])
    expect(results.codes.total).toBe(3)
    expect(codesOf(await readSearchResults(payload, 'en', 'KS-M150-'))).toEqual(['KS-M150-C01', 'KS-M150-C02'])
    // In the middle of a code is not a prefix; an Inactive product's code is never found, not even exactly.
    expect(codesOf(await readSearchResults(payload, 'en', '150-C01'))).toEqual([])
    const hidden = await readSearchResults(payload, 'en', 'KS-X900-01')
    expect(hidden.exactCode).toBeNull()
    expect(hidden.codes.total).toBe(0)
  })
})

describe('the site search: item codes as buyers type them (issue 28.8)', () => {
  it('finds a code typed with spaces or without its hyphens', async () => {
    expect((await readSearchResults(payload, 'en', 'KS M150 C01')).exactCode).toMatchObject({ code: 'KS-M150-C01' })
    expect((await readSearchResults(payload, 'en', 'ksm150c01')).exactCode).toMatchObject({ code: 'KS-M150-C01' })
    expect((await readSearchResults(payload, 'en', 'M150 C02')).exactCode).toMatchObject({ code: 'KS-M150-C02' })
  })

  it('finds a code by its shade part alone, never an Inactive product\'s', async () => {
    expect((await readSearchResults(payload, 'en', 'G01')).exactCode).toMatchObject({ code: 'KS-M1500-G01' })
    expect(codesOf(await readSearchResults(payload, 'en', 'C01'))).toEqual(['KS-M150-C01'])
    expect(codesOf(await readSearchResults(payload, 'en', 'C09'))).toEqual([])
  })

  it("shows a code's shade and a product's picture with the results", async () => {
    const results = await readSearchResults(payload, 'en', 'L69')
    expect(results.codes.hits).toMatchObject([{ code: 'KS-L69-G10', swatch: '#E6CF7A' }])
  })
})

describe('the site search: item codes renamed and deleted', () => {
  it("finds a code by its new name at once, no longer by its old one, and not once it is deleted", async () => {
    const renamed = await payload.create({ collection: 'item-codes', data: { product: ids.gold, itemCode: `KS-Q${run.toUpperCase()}-A1` } as never })
    expect(codesOf(await readSearchResults(payload, 'en', `q${run}-a1`))).toEqual([`KS-Q${run.toUpperCase()}-A1`])
    await payload.update({ collection: 'item-codes', id: renamed.id, data: { itemCode: `KS-R${run.toUpperCase()}-B2` } as never })
    expect(codesOf(await readSearchResults(payload, 'en', `q${run}`))).toEqual([])
    expect(codesOf(await readSearchResults(payload, 'en', `r${run}`))).toEqual([`KS-R${run.toUpperCase()}-B2`])
    await payload.delete({ collection: 'item-codes', id: renamed.id })
    expect(codesOf(await readSearchResults(payload, 'en', `r${run}`))).toEqual([])
    // Its keys went with it.
    expect((await payload.count({ collection: 'item-code-keys', where: { itemCode: { equals: renamed.id } } })).totalDocs).toBe(0)
  })
})

describe('the site search: text', () => {
  it("finds a product by its category's name and by its item codes' composition and denier (issue 28.8)", async () => {
    expect((await readSearchResults(payload, 'en', `couture specials ${run}`)).products.hits.map((hit) => hit.id)).toEqual([ids.untranslated])
    expect((await readSearchResults(payload, 'en', 'polyamide')).products.hits.map((hit) => hit.id)).toEqual([ids.pure])
    expect((await readSearchResults(payload, 'en', '69D')).products.hits.map((hit) => hit.id)).toEqual([ids.pure])
  })

  it("follows its item codes' details as they are changed, moved and deleted, and keeps the product's own fields", async () => {
    const found = async (query: string, locale: 'en' | 'zh-Hant' = 'en') => (await readSearchResults(payload, locale, query)).products.hits.map((hit) => hit.id)
    await product('velvet', { name: `Velvet Chenille ${run}`, description: 'A soft pile yarn.' }, { name: `天鵝絨雪尼爾 ${run}` })
    const category = await payload.create({ collection: 'categories', locale: 'en', data: { name: `Pile yarns ${run}` } as never })
    await payload.update({ collection: 'products', id: ids.velvet!, data: { categories: [category.id] } as never })
    const chenille = await payload.create({ collection: 'item-codes', locale: 'en', data: { product: ids.velvet, itemCode: `KS-V${run}-01`, composition: 'Viscose pile' } as never })
    await payload.update({ collection: 'item-codes', id: chenille.id, locale: 'zh-Hant', data: { composition: '粘膠纖維' } as never })
    expect(await found('viscose')).toEqual([ids.velvet])
    expect(await found('粘膠纖維', 'zh-Hant')).toEqual([ids.velvet])
    // Words from the name and from a code's details together.
    expect(await found(`chenille ${run} viscose`)).toEqual([ids.velvet])

    await payload.update({ collection: 'item-codes', id: chenille.id, locale: 'en', data: { composition: 'Cotton pile', denier: '1200D' } as never })
    expect(await found('viscose')).toEqual([])
    expect(await found('1200d')).toEqual([ids.velvet])
    // The derived text is written without touching what the product holds.
    const stored = await payload.findByID({ collection: 'products', id: ids.velvet!, locale: 'all', depth: 0 })
    expect([stored.name, stored.categories]).toEqual([{ en: `Velvet Chenille ${run}`, 'zh-Hant': `天鵝絨雪尼爾 ${run}` }, [category.id]])

    // A save of the product itself keeps its codes' words.
    await payload.update({ collection: 'products', id: ids.velvet!, locale: 'en', data: { description: 'A soft pile yarn for borders.' } as never })
    expect(await found('1200d')).toEqual([ids.velvet])
    expect(await found('borders cotton')).toEqual([ids.velvet])

    // A code moved to another product takes its words along; a deleted code takes them away.
    await payload.update({ collection: 'item-codes', id: chenille.id, data: { product: ids.untranslated } as never })
    expect(await found('1200d')).toEqual([ids.untranslated])
    await payload.delete({ collection: 'item-codes', id: chenille.id })
    expect(await found('1200d')).toEqual([])
  })

  it('reads % and _ as the characters they are, not as wildcards (issue 28.8)', async () => {
    expect((await readSearchResults(payload, 'en', '100%')).products.hits.map((hit) => hit.id)).toEqual([ids.pure])
    for (const query of ['%', '_', '1_0%', 'gold%']) {
      const results = await readSearchResults(payload, 'en', query)
      expect([results.products.total, results.gallery.total, results.news.total], query).toEqual([0, 0, 0])
    }
  })

  it('finds Active products, gallery items and news by a word, case-insensitively, and counts each group', async () => {
    const results = await readSearchResults(payload, 'en', 'GOLD')
    expect(results.products.hits.map((hit) => hit.id)).toEqual([ids.gold])
    expect(results.products.total).toBe(1)
    expect(results.news.hits.map((hit) => hit.title)).toEqual(['Gold threads at the Hong Kong fair'])
    expect(results.gallery.hits).toMatchObject([{ title: 'Dragon robe in gold', href: `/resources/dragon-${run}` }])
    expect(results.codes.total).toBe(0)
  })

  it('ignores accents, in what was written and in what is typed (issue 28.8)', async () => {
    for (const query of ['lame', 'LAMÉ', 'premiere vision', 'Première', 'lame ribbon']) {
      expect((await readSearchResults(payload, 'en', query)).products.hits.map((hit) => hit.title), query).toEqual(['Lamé Couture Ribbon'])
    }
    // On the Chinese site too, through the English text.
    expect((await readSearchResults(payload, 'zh-Hant', 'lame')).products.hits.map((hit) => hit.title)).toEqual(['金銀絲緞帶'])
    expect((await readSearchResults(payload, 'en', 'lamb')).products.total).toBe(0)
  })

  it('finds Chinese in the middle of a sentence', async () => {
    const description = await readSearchResults(payload, 'zh-Hant', '刺繡')
    expect(description.products.hits.map((hit) => hit.title)).toEqual(['御品金線'])
    const title = await readSearchResults(payload, 'zh-Hant', '展覽')
    expect(title.news.hits.map((hit) => hit.title)).toEqual(['香港展覽會上的金線新品'])
    const name = await readSearchResults(payload, 'zh-Hant', '金線')
    expect(name.products.hits.map((hit) => hit.title)).toEqual(['御品金線'])
    expect(name.gallery.hits.map((hit) => hit.title)).toEqual(['金線龍袍'])
  })

  it("finds Chinese typed in either script on all three sites, shown in the site's own script (issue 31)", async () => {
    const simplified = await readSearchResults(payload, 'zh-Hans', '金线')
    expect(simplified.products.hits.map((hit) => hit.title)).toEqual(['御品金线'])
    expect(simplified.gallery.hits.map((hit) => hit.title)).toEqual(['金线龙袍'])
    expect(simplified.news.hits.map((hit) => hit.title)).toEqual(['香港展览会上的金线新品'])
    // Traditional typed on the Simplified site, Simplified on the Traditional one.
    expect((await readSearchResults(payload, 'zh-Hans', '刺繡')).products.hits.map((hit) => hit.title)).toEqual(['御品金线'])
    expect((await readSearchResults(payload, 'zh-Hant', '精细刺绣')).products.hits.map((hit) => hit.title)).toEqual(['御品金線'])
    // On the English site a Chinese query reads the Chinese text, and the product shows by its English name.
    expect((await readSearchResults(payload, 'en', '御品金线')).products.hits).toMatchObject([{ id: ids.gold, title: 'Imperial Gold Metallic' }])
    expect((await readSearchResults(payload, 'zh-Hans', '银线')).products.total).toBe(0)
  })

  it('matches a field left empty in Chinese on its English text, and an English name on the Chinese site (issue 28.8)', async () => {
    const fallback = await readSearchResults(payload, 'zh-Hant', 'holographic')
    expect(fallback.products.hits).toMatchObject([{ id: ids.untranslated, title: 'Prism Holographic Twist' }])
    // A buyer on the Chinese site types the English name: the product is found, shown by its Chinese name.
    expect((await readSearchResults(payload, 'zh-Hant', 'Imperial')).products.hits).toMatchObject([{ id: ids.gold, title: '御品金線' }])
    // The gallery item's description has no Chinese: found by its English text.
    expect((await readSearchResults(payload, 'zh-Hant', 'goldwork')).gallery.total).toBe(1)
  })

  it('returns nothing for an empty query and no Inactive content for any', async () => {
    const empty = await readSearchResults(payload, 'en', '')
    expect([empty.codes, empty.products, empty.gallery, empty.news].map((group) => group.total)).toEqual([0, 0, 0, 0])
    const hidden = await readSearchResults(payload, 'en', 'Secret')
    expect(hidden.news.total).toBe(0)
    expect((await readSearchResults(payload, 'en', 'Prototype')).products.total).toBe(0)
    expect((await readSearchResults(payload, 'zh-Hant', '隱藏')).products.total).toBe(0)
  })

  it('answers a query of SQL wildcards and quotes as plain text', async () => {
    for (const query of ["%", "_", "' OR 1=1 --", '"gold"']) {
      const results = await readSearchResults(payload, 'en', query)
      expect(results.codes.total, query).toBe(0)
    }
  })
})
