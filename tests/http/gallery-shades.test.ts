import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, createDocument, getWithHost, type Session } from '../helpers/http'

/**
 * Issue 30.4, shades in projects, as the server sends the pages (so without JavaScript too), in
 * both languages: a project names the item codes it was made with and shows them as swatches, each
 * opening its product on that code; each product's page lists the projects made with its codes,
 * and follows a save of the project.
 */
let admin: Session
const run = Date.now().toString(36)
const host = (language: 'en' | 'zh') => (language === 'zh' ? `zh.${new URL(baseUrl()).host}` : new URL(baseUrl()).host)
const page = async (language: 'en' | 'zh', path: string) => (await getWithHost(baseUrl(), path, host(language))).text
/** The part of a page from the element with this id on. */
const section = (html: string, id: string) => {
  const start = html.indexOf(`id="${id}"`)
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start))
}

let gold: { id: number }
let rose: { id: number }
let hidden: { id: number }
const goldSlug = `shade-gold-${run}`
const projectSlug = `shade-gown-${run}`

beforeAll(async () => {
  admin = await adminSession()
  const product = await createDocument(admin, 'products', { name: `Shade Gold ${run}`, slug: goldSlug, status: 'Active' }, { name: `色號金線 ${run}` })
  gold = await createDocument(admin, 'item-codes', { product: product.id, itemCode: `SG-G-${run}`, shadeHex: '#C9A227', threadType: 'Metallic thread' })
  rose = await createDocument(admin, 'item-codes', { product: product.id, itemCode: `SG-R-${run}`, shadeHex: '#E0BFB8' })
  const withdrawn = await createDocument(admin, 'products', { name: `Withdrawn ${run}`, slug: `shade-withdrawn-${run}`, status: 'Inactive' })
  hidden = await createDocument(admin, 'item-codes', { product: withdrawn.id, itemCode: `SW-${run}`, shadeHex: '#333333' })
  await createDocument(
    admin,
    'gallery-items',
    { name: `Evening Gown ${run}`, slug: projectSlug, status: 'Active', shades: [rose.id, gold.id, hidden.id] },
    { name: `晚禮服 ${run}` },
  )
})

describe.each([
  ['en', 'Shades used', 'Used in these projects', `Uses SG-R-${run}, SG-G-${run}`],
  ['zh', '使用的色號', '使用此產品的作品', `使用 SG-R-${run}, SG-G-${run}`],
] as const)('shades in projects (%s)', (language, shadesTitle, usedInTitle, uses) => {
  it("shows a project's shades as swatches in its order, each opening its product on that code, and none of an inactive product", async () => {
    const shades = section(await page(language, `/resources/${projectSlug}`), 'project-shades')
    expect(shades).toContain(`>${shadesTitle}</h2>`)
    const links = [...shades.matchAll(/<a [^>]*data-shade="[^"]*"[^>]*>/g)].map(([tag]) => [/href="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&'), /data-shade="([^"]+)"/.exec(tag)?.[1]])
    expect(links).toEqual([
      [`/products/${goldSlug}?code=SG-R-${run}`, `SG-R-${run}`],
      [`/products/${goldSlug}?code=SG-G-${run}`, `SG-G-${run}`],
    ])
    // A metallic thread's swatch carries the light of its finish.
    expect(shades).toMatch(/data-finish="metallic"[^>]*style="background-color:#C9A227;background-image:linear-gradient/)
    expect(shades).not.toContain(`SW-${run}`)
  })

  it('lists the project on the page of a product whose codes it uses, naming the codes, on the page open on a code too', async () => {
    for (const path of [`/products/${goldSlug}`, `/products/${goldSlug}?code=SG-G-${run}`]) {
      const used = section(await page(language, path), 'used-in-projects')
      expect(used, path).toContain(`>${usedInTitle}</h2>`)
      expect(used, path).toContain(`href="/resources/${projectSlug}"`)
      expect(used.replaceAll('<!-- -->', ''), path).toContain(uses)
    }
  })
})

describe('a save of the project', () => {
  it("updates the product's page: a project that no longer uses its codes leaves it", async () => {
    const project = await api(`/api/gallery-items?where[slug][equals]=${projectSlug}&depth=0`, { session: admin })
    const id = (project.body.docs?.[0] as { id: number }).id
    expect((await api(`/api/gallery-items/${id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ shades: [hidden.id] }) })).status).toBe(200)
    await expect.poll(async () => section(await page('en', `/products/${goldSlug}`), 'used-in-projects'), { timeout: 30_000 }).toBe('')
    expect(section(await page('en', `/resources/${projectSlug}`), 'project-shades')).toBe('')
  })

  it('an item code used by a project can still be deleted; the project keeps its other shades', async () => {
    const project = await api(`/api/gallery-items?where[slug][equals]=${projectSlug}&depth=0`, { session: admin })
    const id = (project.body.docs?.[0] as { id: number }).id
    expect((await api(`/api/gallery-items/${id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ shades: [gold.id, rose.id] }) })).status).toBe(200)
    expect((await api(`/api/item-codes/${rose.id}`, { method: 'DELETE', session: admin })).status).toBe(200)
    const after = await api(`/api/gallery-items/${id}?depth=0`, { session: admin })
    expect(after.body.shades).toEqual([gold.id])
  })
})
