import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNginx, temporaryPrefix, writeProxyConfig } from '../../scripts/lib/proxy.mjs'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, baseUrl, createDocument, getWithHost, type Session } from '../helpers/http'
import { freePort } from '../helpers/ports'
import { testServer } from '../helpers/test-server'

/**
 * Preview before publishing (decision 011) and the history of records, over
 * HTTP against the built server. Fixtures have unique slugs: the database is
 * shared with the other server test files.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let admin: Session
let adminId: number
const created: { collection: string; id: number }[] = []
type Fixture = { collection: 'products' | 'gallery-items' | 'news-items'; section: string; id: number; slug: string; title: string }
const inactive: Fixture[] = []
const fixture = (collection: Fixture['collection']) => inactive.find((entry) => entry.collection === collection)!

const englishHost = () => new URL(baseUrl()).host
const chineseHost = () => `zh.${englishHost()}`
const hosts = () => [
  { language: 'English', host: englishHost(), banner: 'Not published' },
  { language: 'Chinese', host: chineseHost(), banner: '尚未發佈' },
]

/** The admin's preview link for a record and language: the redirect's target, as path and host. */
async function previewAddress(fixture: Pick<Fixture, 'collection' | 'id'>, locale: 'en' | 'zh-Hant' | 'zh-Hans', session: Session | null = admin) {
  const response = await fetch(`${baseUrl()}/api/preview?collection=${fixture.collection}&id=${fixture.id}&locale=${locale}`, {
    redirect: 'manual',
    headers: session?.authHeader,
  })
  const location = response.headers.get('location')
  const target = location ? new URL(location) : undefined
  return { status: response.status, cacheControl: response.headers.get('cache-control'), target, path: target ? `${target.pathname}${target.search}` : '' }
}

beforeAll(async () => {
  admin = await adminSession()
  adminId = ((await api('/api/users/me', { session: admin })).body.user as { id: number }).id
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(400, 300))], { type: 'image/jpeg' }), `preview-${run}.jpg`)
  form.append('_payload', JSON.stringify({ alt: 'A spool of gold thread' }))
  const image = ((await api('/api/media', { method: 'POST', body: form, session: admin })).body.doc as { id: number }).id
  created.push({ collection: 'media', id: image })
  const add = async (collection: Fixture['collection'], section: string, title: string, data: object, zh: object) => {
    const slug = `preview-${collection}-${run}`
    const doc = await createDocument(admin, collection, { slug, status: 'Inactive', ...data }, zh)
    created.unshift({ collection, id: doc.id })
    inactive.push({ collection, section, id: doc.id, slug, title })
  }
  await add('products', '/products', `Unreleased Gold ${run}`, { name: `Unreleased Gold ${run}` }, { name: `未發佈金線 ${run}` })
  await add('gallery-items', '/resources', `Unreleased Project ${run}`, { name: `Unreleased Project ${run}` }, { name: `未發佈項目 ${run}` })
  await add(
    'news-items',
    '/news',
    `Unreleased News ${run}`,
    {
      title: `Unreleased News ${run}`,
      description: 'A description long enough.',
      articleBody: 'An article body that is long enough to be valid.',
      primaryImage: image,
    },
    { title: `未發佈新聞 ${run}` },
  )
})

afterAll(async () => {
  if (!admin) return
  for (const { collection, id } of created) await api(`/api/${collection}/${id}`, { method: 'DELETE', session: admin })
})

describe('preview before publishing', () => {
  it('answers a visitor 404 for an Inactive product, gallery item and news item in both languages', async () => {
    for (const fixture of inactive) {
      for (const { host } of hosts()) {
        const page = await getWithHost(baseUrl(), `${fixture.section}/${fixture.slug}`, host)
        expect(page.status, `${host}${fixture.section}`).toBe(404)
        expect(page.text).not.toContain(fixture.title)
      }
    }
  })

  it('refuses the preview link without an administrator, and a record without a page', async () => {
    const product = fixture('products')
    expect((await previewAddress(product, 'en', null)).status).toBe(401)
    expect((await previewAddress({ collection: 'products', id: 999_999_999 }, 'en')).status).toBe(404)
    const unknownCollection = await fetch(`${baseUrl()}/api/preview?collection=users&id=${adminId}&locale=en`, { redirect: 'manual', headers: admin.authHeader })
    expect(unknownCollection.status).toBe(404)
  })

  it("sends the administrator to the page's own address on the site of each language, with a token", async () => {
    for (const fixture of inactive) {
      const english = await previewAddress(fixture, 'en')
      expect(english.status).toBe(302)
      expect(english.cacheControl).toContain('no-store')
      expect(english.target?.host).toBe(englishHost())
      expect(english.target?.pathname).toBe(`${fixture.section}/${fixture.slug}`)
      expect(english.target?.searchParams.get('preview')).toMatch(/^[\w-]+\.[\w-]+$/)
      const chinese = await previewAddress(fixture, 'zh-Hant')
      expect(chinese.target?.host).toBe(chineseHost())
      expect(chinese.target?.pathname).toBe(`${fixture.section}/${fixture.slug}`)
    }
  })

  it('shows the administrator the Inactive page with the banner in both languages, never cached', async () => {
    for (const fixture of inactive) {
      for (const { host, banner } of hosts()) {
        const { path } = await previewAddress(fixture, host === englishHost() ? 'en' : 'zh-Hant')
        const page = await getWithHost(baseUrl(), path, host)
        expect(page.status, `${host}${path}`).toBe(200)
        expect(page.text).toContain(banner)
        expect(page.text).toContain('data-preview-banner')
        expect(page.headers['cache-control']).toMatch(/private/)
        expect(page.headers['cache-control']).toMatch(/no-store/)
        expect(page.headers['x-nextjs-cache']).toBeUndefined()
      }
    }
    const chineseProduct = await getWithHost(baseUrl(), (await previewAddress(fixture('products'), 'zh-Hant')).path, chineseHost())
    expect(chineseProduct.text).toContain(`未發佈金線 ${run}`)
    expect(chineseProduct.text).toContain('lang="zh-Hant-HK"')
  })

  it('previews the Simplified Chinese page too, on cn., the Traditional text converted (issue 31)', async () => {
    const simplified = await previewAddress(fixture('products'), 'zh-Hans')
    expect(simplified.status).toBe(302)
    expect(simplified.target?.host).toBe(`cn.${englishHost()}`)
    const page = await getWithHost(baseUrl(), simplified.path, `cn.${englishHost()}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`未发布金线 ${run}`)
    expect(page.text).toContain('lang="zh-Hans-CN"')
    expect(page.text).toContain('data-preview-banner')
    expect(page.text).toContain('尚未发布')
  })

  it("shows the editor's live preview in the language its address names, on the admin's own host, and only with a token (issue 27.7)", async () => {
    const { path } = await previewAddress(fixture('products'), 'en')
    const chinese = await getWithHost(baseUrl(), `${path}&preview-locale=zh-Hant`, englishHost())
    expect(chinese.status).toBe(200)
    expect(chinese.text).toContain(`未發佈金線 ${run}`)
    expect(chinese.text).toContain('lang="zh-Hant-HK"')
    expect(chinese.text).toContain('尚未發佈')
    const english = await getWithHost(baseUrl(), `${path}&preview-locale=en`, englishHost())
    expect(english.text).toContain('lang="en"')
    // Anywhere else the language stays the host's: an ordinary page, and a preview address with an unknown language.
    const home = await getWithHost(baseUrl(), '/?preview-locale=zh-Hant', englishHost())
    expect(home.status).toBe(200)
    expect(home.text).toContain('lang="en"')
    expect((await getWithHost(baseUrl(), `${path}&preview-locale=fr`, englishHost())).text).toContain('lang="en"')
    expect((await getWithHost(baseUrl(), `/products/${fixture('products').slug}?preview-locale=zh-Hant`, englishHost())).status).toBe(404)
  })

  it('keeps answering visitors 404 afterwards, from a page cache the preview did not touch', async () => {
    for (const fixture of inactive) {
      for (const { host, banner } of hosts()) {
        await getWithHost(baseUrl(), (await previewAddress(fixture, host === englishHost() ? 'en' : 'zh-Hant')).path, host)
        const page = await getWithHost(baseUrl(), `${fixture.section}/${fixture.slug}`, host)
        expect(page.status).toBe(404)
        expect(page.text).not.toContain(banner)
        expect(page.text).not.toContain(fixture.title)
      }
    }
  })

  it('answers 404 for a changed, foreign or missing token and for the internal preview route', async () => {
    const [product, gallery] = [fixture('products'), fixture('gallery-items')]
    const { target } = await previewAddress(product, 'en')
    const token = target!.searchParams.get('preview')!
    const [claim, signature] = token.split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify({ c: 'products', id: product.id, exp: Date.now() + 1e9 })).toString('base64url')
    for (const path of [
      `/products/${product.slug}?preview=${forged}.${signature}`,
      `/products/${product.slug}?preview=${claim}.${signature.slice(0, -2)}xx`,
      `/products/${product.slug}?preview=nonsense`,
      // A token for a product does not open a gallery item.
      `/resources/${gallery.slug}?preview=${token}`,
      `/page-preview/products/${product.slug}?preview=${token}`,
    ]) {
      const page = await getWithHost(baseUrl(), path, englishHost())
      expect(page.status, path).toBe(404)
      expect(page.text).not.toContain(product.title)
    }
  })

  it('says a published page is published', async () => {
    const product = await createDocument(admin, 'products', { name: `Released Gold ${run}`, slug: `preview-released-${run}`, status: 'Active' })
    created.unshift({ collection: 'products', id: product.id })
    const page = await getWithHost(baseUrl(), (await previewAddress({ collection: 'products', id: product.id }, 'en')).path, englishHost())
    expect(page.status).toBe(200)
    expect(page.text).toContain('This page is published')
    expect(page.text).not.toContain('Not published')
  })
})

describe('preview behind the caching proxy (deploy/nginx)', () => {
  let proxy: ChildProcess | undefined
  let prefix = ''
  let proxyUrl = ''

  beforeAll(async () => {
    const port = await freePort()
    prefix = temporaryPrefix('preview-proxy-test')
    const config = writeProxyConfig({ prefix, listen: port, upstream: `127.0.0.1:${new URL(testServer().baseUrl).port}`, pageTtlSeconds: 60, workers: 1, siteUrl: 'https://kinsen.example' })
    proxy = await startNginx({ config, port, prefix, stdio: 'ignore' })
    proxyUrl = `http://localhost:${port}`
  })

  afterAll(() => {
    proxy?.kill('SIGQUIT')
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true })
  })

  it('never stores a preview, tells browsers private, no-store, and keeps serving visitors the 404', async () => {
    const product = fixture('products')
    const host = `zh.${new URL(proxyUrl).host}`
    const before = await getWithHost(proxyUrl, `/products/${product.slug}`, host)
    expect(before.status).toBe(404)
    const { target } = await previewAddress(product, 'zh-Hant')
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const preview = await getWithHost(proxyUrl, `${target!.pathname}${target!.search}`, host)
      expect(preview.status).toBe(200)
      expect(preview.text).toContain('尚未發佈')
      expect(preview.headers['x-cache-status']).toBe('BYPASS')
      expect(preview.headers['cache-control']).toBe('private, no-store')
    }
    const after = await getWithHost(proxyUrl, `/products/${product.slug}`, host)
    expect(after.status).toBe(404)
    expect(after.text).not.toContain('尚未發佈')
  })
})

describe('history', () => {
  type Version = { id: number | string; version: Record<string, unknown>; updatedAt: string }
  const versionsOf = async (collection: string, id: number) => {
    const reply = await api(`/api/${collection}/versions?where[parent][equals]=${id}&sort=-updatedAt&depth=0&limit=100`, { session: admin })
    expect(reply.status).toBe(200)
    return reply.body.docs as unknown as Version[]
  }

  it('keeps a version per save with its author, and restores an earlier one', async () => {
    const product = await createDocument(admin, 'products', { name: `History One ${run}`, slug: `history-${run}`, status: 'Inactive' })
    created.unshift({ collection: 'products', id: product.id })
    for (const name of [`History Two ${run}`, `History Three ${run}`]) {
      expect((await api(`/api/products/${product.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ name }), session: admin })).status).toBe(200)
    }
    const versions = await versionsOf('products', product.id)
    expect(versions.map((entry) => entry.version.name)).toEqual([`History Three ${run}`, `History Two ${run}`, `History One ${run}`])
    expect(versions.every((entry) => entry.version.updatedBy === adminId)).toBe(true)

    const first = versions[2]!
    expect((await api(`/api/products/versions/${first.id}`, { method: 'POST', session: admin })).status).toBe(200)
    const restored = await api(`/api/products/${product.id}?locale=en&depth=0`, { session: admin })
    expect(restored.body.name).toBe(`History One ${run}`)
    expect(restored.body.updatedBy).toBe(adminId)
  })

  it("does not let a client name the author, or show it to visitors", async () => {
    const product = await createDocument(admin, 'products', { name: `Author ${run}`, slug: `author-${run}`, status: 'Active', updatedBy: 999_999 })
    created.unshift({ collection: 'products', id: product.id })
    expect((await api(`/api/products/${product.id}?depth=0`, { session: admin })).body.updatedBy).toBe(adminId)
    // Visitors read nothing over the API (the pages read on the server, and never show the author).
    const publicRead = await api(`/api/products/${product.id}?depth=0`)
    expect(publicRead.status).toBe(403)
    expect(publicRead.body).not.toHaveProperty('updatedBy')
    expect((await api(`/api/products/versions?where[parent][equals]=${product.id}`)).status).toBe(403)
  })

  it('keeps the versions of the settings globals with their author', async () => {
    const original = (await api('/api/globals/home-page?locale=en&depth=0', { session: admin })).body.heroHeadline
    const save = (heroHeadline: unknown) => api('/api/globals/home-page?locale=en', { method: 'POST', body: JSON.stringify({ heroHeadline }), session: admin })
    expect((await save(`History ${run}`)).status).toBe(200)
    const versions = await api('/api/globals/home-page/versions?sort=-updatedAt&depth=0&limit=1', { session: admin })
    expect(versions.status).toBe(200)
    const latest = (versions.body.docs as unknown as Version[])[0]!
    expect(latest.version.heroHeadline).toBe(`History ${run}`)
    expect(latest.version.updatedBy).toBe(adminId)
    if (original) await save(original)
  })

  it('does not make a version for a like', async () => {
    const news = fixture('news-items')
    expect((await api(`/api/news-items/${news.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'Active' }), session: admin })).status).toBe(200)
    const before = (await versionsOf('news-items', news.id)).length
    const liked = await api(`/api/news-items/${news.id}/like`, { method: 'POST', body: JSON.stringify({ action: 'like' }), headers: { 'X-Forwarded-For': '198.51.100.77' } })
    expect(liked.body).toMatchObject({ likes: 1, counted: true })
    expect((await versionsOf('news-items', news.id)).length).toBe(before)
    expect((await api(`/api/news-items/${news.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'Inactive' }), session: admin })).status).toBe(200)
  })
})
