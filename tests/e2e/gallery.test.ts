import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zhHant } from '../../src/i18n/messages/zh-Hant'
import { shortVideo } from '../../src/seed/generate/video'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { makeJpeg, makePdf } from '../helpers/fixtures'
import { adminSession, api, createDocument, type Session } from '../helpers/http'
import { writeSiteContent } from '../helpers/site-content'
import { testServer } from '../helpers/test-server'

const run = Date.now().toString(36)
let browser: Browser
let admin: Session
let site: { en: string; zh: string }
const slugs = { project: `kwa-${run}`, book: `book-${run}`, hidden: `hidden-${run}`, product: `gold-${run}`, hiddenProduct: `copper-${run}` }
const FILLERS = 7

async function upload(data: Buffer, name: string, type: string): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  const response = await api('/api/media', { method: 'POST', body: form, session: admin })
  if (response.status !== 201) throw new Error(`upload ${name}: ${response.status} ${JSON.stringify(response.body)}`)
  return (response.body.doc as { id: number }).id
}

const create = (collection: string, data: object, zh?: object) => createDocument(admin, collection, data, zh)

beforeAll(async () => {
  admin = await adminSession()
  site = origins(testServer().baseUrl)
  // The company's name, which page titles end with: this file must not rely on another having written it.
  await writeSiteContent(admin)
  const [image, second, pdf, video] = await Promise.all([
    upload(await makeJpeg(1200, 900, '#7a5c12'), `kwa-${run}.jpg`, 'image/jpeg'),
    upload(await makeJpeg(900, 900, '#1d3557'), `detail-${run}.jpg`, 'image/jpeg'),
    upload(makePdf(), `book-${run}.pdf`, 'application/pdf'),
    upload(await shortVideo({ palette: ['#c9a227', '#b8b8c0'], seed: run, seconds: 2, width: 160, height: 90, fps: 6 }), `clip-${run}.webm`, 'video/webm'),
  ])
  const bridal = await create('gallery-categories', { name: `Bridal ${run}` }, { name: `婚嫁 ${run}` })
  const books = await create('gallery-categories', { name: `Books ${run}` }, { name: `色卡 ${run}` })
  const product = await create('products', { name: `Imperial Gold ${run}`, slug: slugs.product, description: 'Passing thread.' }, { name: `御品金線 ${run}` })
  const hiddenProduct = await create('products', { name: `Hidden Copper ${run}`, slug: slugs.hiddenProduct, status: 'Inactive' })
  await create(
    'gallery-items',
    {
      name: `Dragon Kwa ${run}`,
      slug: slugs.project,
      description: 'A bridal kwa couched in gold.',
      displayOrder: 1,
      primaryImage: image,
      categories: [bridal.id],
      detailedDescription: 'Matched to archive samples.\n\nCouched by hand.',
      projectDetails: 'Client: Kwa workshop\nYear: 2024',
      relatedProducts: [hiddenProduct.id, product.id],
      media: [
        { mediaType: 'image', file: second, caption: 'The phoenix' },
        { mediaType: 'video', file: video },
        { mediaType: 'embed', embedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      ],
    },
    { name: `龍鳳裙褂 ${run}`, description: '以金線釘繡的嫁囍裙褂。', projectDetails: '客戶：裙褂工場\n年份：2024' },
  )
  await create(
    'gallery-items',
    { name: `Classics Book ${run}`, slug: slugs.book, description: 'Every stocked shade.', displayOrder: 2, isPdf: true, pdf, categories: [books.id] },
    { name: `經典色卡 ${run}`, description: '全部常備顏色。' },
  )
  await create('gallery-items', { name: `Hidden Gown ${run}`, slug: slugs.hidden, status: 'Inactive', displayOrder: 0 }, { name: `隱藏禮服 ${run}` })
  for (let index = 1; index <= FILLERS; index += 1) {
    await create('gallery-items', { name: `Filler ${run} ${index}`, slug: `filler-${run}-${index}`, description: 'Padding.', displayOrder: 10 + index }, { name: `填充 ${run} ${index}` })
  }
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

const cards = (page: Page) => page.locator('[data-gallery-list] article')

describe.each([
  {
    lang: 'en',
    origin: () => site.en,
    viewport: 'desktop' as const,
    project: () => `Dragon Kwa ${run}`,
    book: () => `Books ${run}`,
    heading: ['RESOURCE GALLERY', 'Explore Our Resources'] as const,
    placeholder: 'Search resources...',
    empty: ['No resources found', "Try adjusting your search or filter to find what you're looking for."] as const,
    contact: 'Contact Sales',
    download: 'Download PDF',
    view: 'View details',
    back: 'Back to Gallery',
    projectEyebrow: 'GALLERY PROJECT',
    related: () => `Imperial Gold ${run}`,
    details: 'Kwa workshop',
    page2: 'Page 2',
    size12: 'Show 12 per page',
    play: () => `Play YouTube video: Dragon Kwa ${run}`,
  },
  {
    lang: 'zh',
    origin: () => site.zh,
    viewport: 'mobile' as const,
    project: () => `龍鳳裙褂 ${run}`,
    book: () => `色卡 ${run}`,
    heading: [zhHant.gallery.eyebrow, zhHant.gallery.title] as const,
    placeholder: zhHant.gallery.searchPlaceholder,
    empty: [zhHant.gallery.emptyTitle, zhHant.gallery.emptyHint] as const,
    contact: zhHant.gallery.contactSales,
    download: zhHant.gallery.downloadPdf,
    view: zhHant.gallery.viewDetails,
    back: zhHant.gallery.back,
    projectEyebrow: zhHant.gallery.projectEyebrow,
    related: () => `御品金線 ${run}`,
    details: '裙褂工場',
    page2: '第 2 頁',
    size12: '每頁顯示 12 項',
    play: () => `播放 YouTube 影片：龍鳳裙褂 ${run}`,
  },
])('resource gallery ($lang, $viewport)', (language) => {
  it('filters by category, searches, reaches the empty state, and offers a PDF without a page', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport] })
    await page.goto(`${language.origin()}/resources`)
    expect(await page.locator('main .eyebrow').first().textContent()).toBe(language.heading[0])
    expect(await page.locator('h1').textContent()).toBe(language.heading[1])
    expect(await page.locator('#gallery-search').getAttribute('placeholder')).toBe(language.placeholder)
    await page.fill('#gallery-search', run)
    await page.locator('main form[role="search"] button[type="submit"]').click()
    await page.waitForURL(/q=/)
    await expect.poll(() => cards(page).count()).toBe(6)
    expect(await page.getByText(`Hidden Gown ${run}`).count()).toBe(0)
    expect(await page.getByText(`隱藏禮服 ${run}`).count()).toBe(0)
    // The category keeps the search and starts again at page 1.
    await page.getByRole('link', { name: language.book(), exact: true }).click()
    await page.waitForURL(/category=\d+/)
    expect(new URL(page.url()).searchParams.get('q')).toBe(run)
    await expect.poll(() => cards(page).count()).toBe(1)
    const card = cards(page).first()
    expect(await card.getByRole('link', { name: language.view }).count()).toBe(0)
    const download = card.getByRole('link', { name: new RegExp(language.download) })
    expect(await download.getAttribute('target')).toBe('_blank')
    const file = await page.evaluate(async (href) => {
      const response = await fetch(href)
      return { type: response.headers.get('content-type'), head: Array.from(new Uint8Array(await response.arrayBuffer()).slice(0, 5)) }
    }, (await download.getAttribute('href'))!)
    expect(file.type).toContain('application/pdf')
    expect(file.head).toEqual(Array.from(Buffer.from('%PDF-')))
    await page.fill('#gallery-search', `nothing-like-this-${run}`)
    await page.locator('main form[role="search"] button[type="submit"]').click()
    await expect.poll(() => page.getByRole('heading', { name: language.empty[0] }).isVisible()).toBe(true)
    expect(await page.getByText(language.empty[1]).isVisible()).toBe(true)
    expect(new URL(page.url()).searchParams.get('category')).not.toBeNull()
    await page.close()
  })

  it('pages through the results from the top of the page, and changing the page size goes back to page 1', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport] })
    await page.goto(`${language.origin()}/resources?q=${run}`)
    await page.getByRole('link', { name: language.page2, exact: true }).scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await page.getByRole('link', { name: language.page2, exact: true }).click()
    await page.waitForURL(/page=2/)
    await expect.poll(() => cards(page).count()).toBe(2 + FILLERS - 6)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50)
    expect(await page.getByRole('link', { name: language.page2, exact: true }).getAttribute('aria-current')).toBe('page')
    await page.getByRole('link', { name: language.size12 }).click()
    await page.waitForURL((url) => url.searchParams.get('size') === '12')
    expect(new URL(page.url()).searchParams.get('page')).toBeNull()
    await expect.poll(() => cards(page).count()).toBe(2 + FILLERS)
    expect(await page.getByRole('link', { name: language.page2, exact: true }).count()).toBe(0)
    for (const query of ['?page=abc&size=abc&category=abc', '?page=999999&size=6', '?category=999999', `?q=${'%25'.repeat(300)}`]) {
      const response = await page.goto(`${language.origin()}/resources${query}`)
      expect(response?.status()).toBe(200)
    }
    await page.goto(`${language.origin()}/resources?q=${run}&page=999999`)
    expect(await cards(page).count()).toBe(2 + FILLERS - 6)
    await page.close()
  })

  it('opens a project, switches media with the keyboard, and links a related product', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport] })
    await page.goto(`${language.origin()}/resources?q=${run}`)
    await page.getByRole('link', { name: new RegExp(`^${language.view}\\s*:\\s*${language.project()}$`) }).click()
    await page.waitForURL(new RegExp(`/resources/${slugs.project}$`))
    expect(await page.locator('h1').textContent()).toBe(language.project())
    expect(await page.getByText(language.projectEyebrow, { exact: true }).isVisible()).toBe(true)
    expect(await page.locator('dd', { hasText: language.details }).count()).toBe(1)
    const thumbs = page.locator('button[aria-pressed]')
    expect(await thumbs.count()).toBe(4)
    expect(await thumbs.nth(0).getAttribute('aria-pressed')).toBe('true')
    await thumbs.nth(0).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => thumbs.nth(1).getAttribute('aria-pressed')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true')
    await page.keyboard.press('ArrowRight')
    const video = page.locator('[data-viewer-stage="video"] video')
    await expect.poll(() => video.count()).toBe(1)
    expect(await video.getAttribute('controlslist')).toBe('nodownload')
    expect(await video.evaluate((element: HTMLVideoElement) => element.disablePictureInPicture)).toBe(true)
    const menuAllowed = await video.evaluate((element) => element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })))
    expect(menuAllowed).toBe(false)
    // The video's thumbnail becomes a frame from its middle.
    await expect.poll(() => page.locator('button[data-media-kind="video"] img').getAttribute('src'), { timeout: 15_000 }).toMatch(/^data:image\/jpeg/)
    // Chosen by the visitor, the video file starts by itself.
    expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(true)
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (!new URL(request.url()).hostname.endsWith('localhost')) thirdParty.push(request.url())
    })
    await page.keyboard.press('End')
    // The YouTube player is not loaded (no request to YouTube) until its play button is pressed.
    const load = page.locator('[data-viewer-stage="youtube"] button[data-load-player]')
    await expect.poll(() => load.count()).toBe(1)
    expect(await video.count()).toBe(0)
    expect(await page.locator('iframe').count()).toBe(0)
    expect(thirdParty).toEqual([])
    expect(await load.getAttribute('aria-label')).toBe(language.play())
    await load.click()
    const player = page.locator('[data-viewer-stage="youtube"] iframe')
    await expect.poll(() => player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&modestbranding=1&playsinline=1&autoplay=1')
    expect(await player.evaluate((element) => element === document.activeElement)).toBe(true)
    await thumbs.nth(3).focus()
    await page.keyboard.press('Home')
    await expect.poll(() => page.locator('[data-viewer-stage="image"] img').count()).toBe(1)
    expect(await player.count()).toBe(0)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => thumbs.nth(3).getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByRole('link', { name: new RegExp(`Hidden Copper ${run}`) }).count()).toBe(0)
    expect(await page.getByRole('link', { name: language.contact, exact: true }).getAttribute('href')).toBe('/contact')
    expect(await page.locator('main').getByRole('link', { name: new RegExp(language.back) }).count()).toBe(2)
    await page.getByRole('link', { name: language.related() }).click()
    await page.waitForURL(new RegExp(`/products/${slugs.product}$`))
    expect(await page.locator('h1').textContent()).toBe(language.related())
    await page.close()
  })

  it('sends a missing, Inactive or PDF item back to the gallery', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport] })
    for (const slug of [`missing-${run}`, slugs.hidden, slugs.book]) {
      // A 404 page for crawlers, which sends the visitor on to the gallery (tests/e2e/behaviour.test.ts).
      const response = await page.goto(`${language.origin()}/resources/${slug}`)
      expect(response?.status()).toBe(404)
      await page.waitForURL((url) => url.pathname === '/resources')
      await expect.poll(() => page.locator('h1').textContent()).toBe(language.heading[1])
    }
    await page.close()
  })
})

describe('resource gallery accessibility and sitemap', () => {
  it.each(['desktop', 'mobile'] as const)('has no serious or critical violation on both gallery pages in both languages (%s)', async (viewport) => {
    const page = await browser.newPage({ viewport: VIEWPORTS[viewport] })
    const problems: string[] = []
    for (const url of [`${site.en}/resources?q=${run}`, `${site.zh}/resources`, `${site.en}/resources?q=nothing-${run}`, `${site.en}/resources/${slugs.project}`, `${site.zh}/resources/${slugs.project}`]) {
      await page.goto(url, { waitUntil: 'load' })
      problems.push(...(await seriousViolations(page)).map((violation) => `${url}: ${violation}`))
    }
    expect(problems).toEqual([])
    await page.close()
  })

  it('works without JavaScript: filters, search and pages are links and a GET form', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${site.en}/resources?q=${run}`)
    await page.getByRole('link', { name: 'Page 2', exact: true }).click()
    await page.waitForURL(/page=2/)
    expect(await cards(page).count()).toBe(2 + FILLERS - 6)
    await page.fill('#gallery-search', `Dragon Kwa ${run}`)
    await page.locator('main form[role="search"] button[type="submit"]').click()
    await page.waitForURL(/q=Dragon/)
    expect(await cards(page).count()).toBe(1)
    await context.close()
  })

  it('lists Active projects in the sitemap, but not PDFs or Inactive items', async () => {
    const text = await (await fetch(`${site.en}/sitemap.xml`)).text()
    expect(text).toContain(`${site.en}/resources/${slugs.project}</loc>`)
    expect(text).not.toContain(`/resources/${slugs.book}<`)
    expect(text).not.toContain(`/resources/${slugs.hidden}<`)
  })

  it('describes a project for search engines and social previews', async () => {
    const html = await (await fetch(`${site.en}/resources/${slugs.project}`)).text()
    expect(html).toContain(`<title>Dragon Kwa ${run} | `)
    expect(html).toMatch(/<meta property="og:image" content="[^"]+kwa-/)
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)
    const crumbs = json['@graph'].find((entry: { '@type': string }) => entry['@type'] === 'BreadcrumbList').itemListElement.map((entry: { name: string }) => entry.name)
    expect(crumbs).toEqual(['Home', 'Gallery', `Dragon Kwa ${run}`])
  })
})

describe('resource gallery cache', () => {
  it('gives an item its page as soon as it is made Active, after having answered 404', async () => {
    const first = await fetch(`${site.en}/resources/${slugs.hidden}`, { redirect: 'manual' })
    expect(first.status).toBe(404)
    const found = await api(`/api/gallery-items?where[slug][equals]=${slugs.hidden}&depth=0`, { session: admin })
    const id = (found.body.docs?.[0] as { id: number }).id
    expect((await api(`/api/gallery-items/${id}`, { method: 'PATCH', body: JSON.stringify({ status: 'Active' }), session: admin })).status).toBe(200)
    const page = await browser.newPage()
    for (const [origin, name] of [
      [site.en, `Hidden Gown ${run}`],
      [site.zh, `隱藏禮服 ${run}`],
    ] as const) {
      const response = await page.goto(`${origin}/resources/${slugs.hidden}`)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(`/resources/${slugs.hidden}`)
      expect(await page.locator('h1').textContent()).toBe(name)
    }
    await page.close()
  })
})
