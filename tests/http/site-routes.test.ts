import { describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, createDocument, getWithHost } from '../helpers/http'

describe('site routes', () => {
  it.each([
    ['/admin/products', '/admin/collections/products'],
    ['/admin/categories', '/admin/collections/categories'],
    ['/admin/item-codes', '/admin/collections/item-codes'],
    ['/admin/gallery-categories', '/admin/collections/gallery-categories'],
    ['/admin/gallery-items', '/admin/collections/gallery-items'],
    ['/admin/news-items', '/admin/collections/news-items'],
    ['/admin/general-settings', '/admin/globals/general-settings'],
  ])('sends the spec address %s to the Payload screen', async (from, to) => {
    const response = await fetch(`${baseUrl()}${from}`, { redirect: 'manual' })
    expect([307, 308]).toContain(response.status)
    expect(new URL(response.headers.get('location')!, baseUrl()).pathname).toBe(to)
  })

  it('keeps /admin and /api out of search engines and lists the sitemap', async () => {
    const response = await api('/robots.txt')
    expect(response.status).toBe(200)
    expect(String(response.body)).toMatch(/Disallow: \/admin/)
    expect(String(response.body)).toMatch(/Disallow: \/api/)
    expect(String(response.body)).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`)
  })

  it('lets crawlers fetch the uploaded pictures and files, and nothing else under /api (issue 28.2)', async () => {
    const rules = [...String((await api('/robots.txt')).body).matchAll(/^(Allow|Disallow): (\S+)$/gm)].map(([, kind, prefix]) => ({ allow: kind === 'Allow', prefix: prefix! }))
    // As crawlers read robots.txt: the longest matching rule decides, an Allow winning a tie.
    const allowed = (path: string) => {
      const matching = rules.filter((rule) => path.startsWith(rule.prefix)).sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow))
      return matching[0]?.allow ?? true
    }
    expect(allowed('/api/media/file/royal-gold-1200x900.webp')).toBe(true)
    expect(allowed('/products/royal-gold')).toBe(true)
    for (const path of ['/api/media', '/api/products', '/api/media/file', '/api/users/login', '/admin', '/admin/collections/products']) expect(allowed(path), path).toBe(false)
  })

  it('lists every public page with its Chinese alternate in the sitemap', async () => {
    const text = String((await api('/sitemap.xml')).body)
    for (const path of ['/', '/about', '/products', '/resources', '/news', '/contact']) {
      expect(text).toContain(`<loc>${baseUrl()}${path === '/' ? '/' : path}</loc>`)
    }
    const zhOrigin = baseUrl().replace('://', '://zh.')
    expect(text).toContain(`hreflang="zh-Hant" href="${zhOrigin}/about"`)
  })

  it("gives a product its last change in the sitemap, and the product list its newest product's (issue 28.19)", async () => {
    const admin = await adminSession()
    const slug = `lastmod-${Date.now().toString(36)}`
    const { id } = await createDocument(admin, 'products', { name: 'Lastmod Gold', slug, status: 'Active' })
    const saved = (await api(`/api/products/${id}?depth=0`, { session: admin })).body as { updatedAt: string }
    const text = String((await api('/sitemap.xml')).body)
    const lastmodOf = (path: string) => text.match(new RegExp(`<loc>${baseUrl()}${path}</loc>\\s*(?:<xhtml:link[^>]*/>\\s*)*<lastmod>([^<]+)</lastmod>`))?.[1]
    expect(lastmodOf(`/products/${slug}`)).toBe(saved.updatedAt)
    // The newest product is the one just saved: the list changed then too.
    expect(lastmodOf('/products')).toBe(saved.updatedAt)
  })

  it('sends security headers with every page', async () => {
    const response = await fetch(`${baseUrl()}/about`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('answers an unknown page with 404, not a server error', async () => {
    expect((await fetch(`${baseUrl()}/definitely/not/here`)).status).toBe(404)
    expect((await fetch(`${baseUrl()}/en/about`)).status).toBe(404)
  })

  it('answers an address with an overlong segment with the Page Not Found view in the visitor\'s language', async () => {
    const long = 'x'.repeat(5000)
    for (const path of [`/products/${long}`, `/news/${long}`, `/${long}`]) {
      const response = await fetch(`${baseUrl()}${path}`)
      expect(response.status, path.slice(0, 20)).toBe(404)
      expect(await response.text()).toContain('Page Not Found')
    }
    const chinese = await getWithHost(baseUrl(), `/products/${long}`, `zh.${new URL(baseUrl()).host}`)
    expect(chinese.status).toBe(404)
    expect(chinese.text).toContain('找不到頁面')
  })
})

describe('the lists in search engines: one rule for products, resources and news (issue 28.15)', () => {
  /** The page's canonical address and robots meta, as served. */
  async function indexing(path: string) {
    const html = await (await fetch(`${baseUrl()}${path}`)).text()
    return {
      canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
      robots: html.match(/<meta name="robots" content="([^"]+)"/)?.[1] ?? null,
    }
  }

  it.each(['/products', '/resources', '/news'])('%s and its further pages are indexed, each its own canonical address', async (list) => {
    expect(await indexing(list)).toEqual({ canonical: `${baseUrl()}${list}`, robots: null })
    expect(await indexing(`${list}?page=2`)).toEqual({ canonical: `${baseUrl()}${list}?page=2`, robots: null })
    // Page 1 is the plain list.
    expect(await indexing(`${list}?page=1`)).toEqual({ canonical: `${baseUrl()}${list}`, robots: null })
  })

  it.each(['/products', '/resources', '/news'])('%s searched, filtered or resized is not indexed, the plain list canonical', async (list) => {
    for (const query of ['?q=gold', '?category=1', '?size=12', '?page=2&q=gold', '?page=abc', '?page=2&page=3']) {
      expect(await indexing(`${list}${query}`), query).toEqual({ canonical: `${baseUrl()}${list}`, robots: 'noindex, follow' })
    }
  })
})

describe('a missing page in search engines (issue 28.19)', () => {
  it.each(['/no-such-page-here', '/products/no-such-product-here', '/news/no-such-article-here', '/resources/no-such-project-here'])('%s answers 404 with a single robots meta, noindex', async (path) => {
    const reply = await fetch(`${baseUrl()}${path}`)
    expect(reply.status).toBe(404)
    expect((await reply.text()).match(/<meta name="robots" content="[^"]*"/g)).toEqual(['<meta name="robots" content="noindex"'])
  })
})
