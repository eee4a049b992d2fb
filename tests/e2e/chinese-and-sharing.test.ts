import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins } from '../helpers/browser'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, baseUrl, createDocument, type Session } from '../helpers/http'
import { writeSiteContent } from '../helpers/site-content'
import { testServer } from '../helpers/test-server'

// Issue 16, items 10–13: Chinese typography and quotation marks, screen-reader strings in the page's
// language, named QR popovers, and the Open Graph tags, share images and sitemap for both languages.

const run = Date.now().toString(36)
let browser: Browser
let admin: Session
let site: { en: string; zh: string }
let newsId: number | undefined
let imageId: number | undefined

const NEWS = {
  slug: `premiere-vision-thanks-${run}`,
  en: { title: 'Thank you for visiting us at Première Vision Paris', description: 'Three days, more than 400 visitors, and the first showing of our pearlescent range.' },
  zh: { title: '感謝蒞臨巴黎 Première Vision 展覽', description: '三天展期，超過 400 位訪客，並首度展示珍珠系列。' },
}
const HERO = {
  en: 'Made in our own factory in Japan, stocked in Hong Kong, and trusted by embroidery workshops in more than thirty countries since 1985.',
  zh: '於日本自設廠房生產、在香港備貨，自 1985 年起獲超過三十個國家的刺繡工場信賴。',
}
const QUOTE = { en: 'Closer to our 1960s archive samples than any thread we have tried.', zh: '比我們試過的任何繡線都更接近 1960 年代的存檔樣本。' }

async function saveGlobal(slug: string, locale: string, data: object) {
  const response = await api(`/api/globals/${slug}?locale=${locale}`, { method: 'POST', body: JSON.stringify(data), session: admin })
  if (response.status !== 200) throw new Error(`Saving ${slug} failed: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body.result as Record<string, unknown>
}

beforeAll(async () => {
  admin = await adminSession()
  await writeSiteContent(admin)
  site = origins(testServer().baseUrl)
  const saved = await saveGlobal('home-page', 'en', { heroSubheadline: HERO.en, testimonials: [{ quote: QUOTE.en, author: 'Mary Chan', role: 'Atelier Chan' }] })
  const rows = (saved.testimonials as { id: string }[]).map((row) => row.id)
  await saveGlobal('home-page', 'zh-Hant', { heroSubheadline: HERO.zh, testimonials: [{ id: rows[0], quote: QUOTE.zh, author: '陳美玲', role: '陳氏刺繡工作室' }] })

  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(900, 600, '#3a2a08'))], { type: 'image/jpeg' }), `typography-${run}.jpg`)
  form.append('_payload', JSON.stringify({ alt: 'Booth' }))
  imageId = ((await api('/api/media', { method: 'POST', body: form, session: admin })).body.doc as { id: number }).id
  const created = await api('/api/news-items?locale=en', {
    method: 'POST',
    session: admin,
    body: JSON.stringify({ ...NEWS.en, slug: NEWS.slug, articleBody: 'We thank everyone who visited our booth in Paris this spring.', primaryImage: imageId, isPinned: true }),
  })
  if (created.status !== 201) throw new Error(`news: ${created.status} ${JSON.stringify(created.body)}`)
  newsId = (created.body.doc as { id: number }).id
  await api(`/api/news-items/${newsId}?locale=zh-Hant`, { method: 'PATCH', session: admin, body: JSON.stringify({ ...NEWS.zh, articleBody: '感謝今年春天到巴黎攤位參觀的每一位朋友。' }) })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  if (!admin) return
  if (newsId) await api(`/api/news-items/${newsId}`, { method: 'DELETE', session: admin })
  if (imageId) await api(`/api/media/${imageId}`, { method: 'DELETE', session: admin })
})

const LANGUAGES = [
  {
    lang: 'en',
    origin: () => site.en,
    ogLocale: 'en_HK',
    ogAlternates: ['zh_HK', 'zh_CN'],
    roles: { carousel: 'carousel', slide: 'slide' },
    toastRegion: 'Notifications (F8)',
    wechat: 'WeChat',
    whatsapp: 'WhatsApp',
  },
  {
    lang: 'zh',
    origin: () => site.zh,
    ogLocale: 'zh_HK',
    ogAlternates: ['en_HK', 'zh_CN'],
    roles: { carousel: '輪播', slide: '幻燈片' },
    toastRegion: '通知（F8）',
    wechat: '微信',
    whatsapp: 'WhatsApp',
  },
] as const

/**
 * The lines of each heading and short text in <main>, measured in the browser with a Range per character
 * (the layout the visitor sees): the text of each element's last line, and any word from `words` whose
 * characters were put on two lines.
 */
async function lineBreaks(page: Page, words: string[]): Promise<{ text: string; lastLine: string; split: string[] }[]> {
  return page.evaluate((words) => {
    const results: { text: string; lastLine: string; split: string[] }[] = []
    for (const element of document.querySelectorAll<HTMLElement>('main :is(h1, h2, h3, .text-phrases)')) {
      if (!element.checkVisibility()) continue
      const characters: { char: string; top: number; height: number }[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let index = 0; index < node.data.length; index += 1) {
          const range = document.createRange()
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const rect = [...range.getClientRects()].find((box) => box.width > 0)
          if (rect) characters.push({ char: node.data[index]!, top: rect.top, height: rect.height })
        }
      }
      if (characters.length === 0) continue
      // A character belongs to a new line when it starts below half the previous character's height.
      const lines: string[] = ['']
      let top = characters[0]!.top
      for (const { char, top: charTop, height } of characters) {
        if (charTop > top + height / 2) {
          lines.push('')
          top = charTop
        }
        lines[lines.length - 1] += char
      }
      // A number and its unit are joined by a no-break space; the words to find are written with a plain one.
      const plain = (line: string) => line.replace(/\u00a0/g, ' ')
      const text = plain(lines.join(''))
      const split = words.filter((word) => text.includes(word) && !lines.some((line) => plain(line).includes(word)))
      results.push({ text: text.trim(), lastLine: lines.length > 1 ? lines[lines.length - 1]!.trim() : text.trim(), split })
    }
    return results
  }, words)
}

/**
 * Whether a last line stands alone: in Chinese, one character (punctuation aside); in English, one short word
 * (a long word such as ANNOUNCEMENTS on a line of its own is how balanced text ends, not an orphan).
 */
function isLoneLastLine(lang: 'en' | 'zh', lastLine: string): boolean {
  if (lang === 'zh') return [...lastLine.replace(/[\s\p{P}]/gu, '')].length < 2
  const words = lastLine.split(/\s+/).filter((word) => /\w/.test(word))
  return words.length < 2 && (words[0] ?? '').length < 8
}

describe.each(LANGUAGES)('Chinese typography and quotation marks ($lang)', (language) => {
  it.each([390, 1280])('ends no heading or short text with a lone character or word, and splits no word, at %i px', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
    const page = await context.newPage()
    const problems: string[] = []
    for (const path of ['/', '/news', `/news/${NEWS.slug}`]) {
      await page.goto(`${language.origin()}${path}`, { waitUntil: 'networkidle' })
      for (const { text, lastLine, split } of await lineBreaks(page, ['展覽', '信賴', '展期', '系列', '1985 年', '400 位'])) {
        if (lastLine !== text && isLoneLastLine(language.lang, lastLine)) problems.push(`${path}: "${text}" ends with the line "${lastLine}"`)
        if (split.length) problems.push(`${path}: "${text}" splits ${split.join(', ')}`)
      }
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('quotes with the language’s own marks: 「」 on the Chinese site, no straight quotes on either', async () => {
    const page = await browser.newPage()
    await page.goto(`${language.origin()}/`)
    const quote = await page.locator('main blockquote').first().textContent()
    expect(quote).toBe(language.lang === 'en' ? `“${QUOTE.en}”` : `「${QUOTE.zh}」`)
    for (const path of ['/', '/news', `/news/${NEWS.slug}`, '/contact']) {
      await page.goto(`${language.origin()}${path}`)
      const visible = await page.locator('body').innerText()
      expect(visible, path).not.toMatch(/"/)
      if (language.lang === 'zh') expect(visible, path).not.toMatch(/[“”]/)
    }
    await page.close()
  })
})

describe.each(LANGUAGES)('screen-reader strings and QR popovers ($lang)', (language) => {
  it('names the toast region and describes the carousel and its slides in the page’s language', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${language.origin()}/`)
    await expect.poll(() => page.locator('[role="region"][aria-label*="F8"]').getAttribute('aria-label')).toBe(language.toastRegion)
    const carousel = page.locator('section[aria-roledescription]').first()
    expect(await carousel.getAttribute('aria-roledescription')).toBe(language.roles.carousel)
    const slides = await carousel.locator('[role="group"][aria-roledescription]').evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-roledescription')))
    expect(slides.length).toBeGreaterThan(0)
    expect(new Set(slides)).toEqual(new Set([language.roles.slide]))
    await page.close()
  })

  it.each(['wechat', 'whatsapp'] as const)('gives the %s QR popover a name, with no serious axe finding while it is open', async (network) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${language.origin()}/contact`, { waitUntil: 'networkidle' })
    await page.getByRole('main').getByRole('button', { name: language[network], exact: true }).click()
    const dialog = page.getByRole('dialog', { name: language[network] })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })
})

describe.each(LANGUAGES)('Open Graph and share images ($lang)', (language) => {
  it('announces its Open Graph locale and the other two languages as the alternates', async () => {
    const page = await browser.newPage()
    for (const path of ['/', '/about', '/news']) {
      await page.goto(`${language.origin()}${path}`)
      expect(await page.getAttribute('meta[property="og:locale"]', 'content'), path).toBe(language.ogLocale)
      const alternates = await page.$$eval('meta[property="og:locale:alternate"]', (metas) => metas.map((meta) => meta.getAttribute('content')))
      expect(alternates, path).toEqual(language.ogAlternates)
    }
    await page.close()
  })

  it('shares an image from home and each list page, and the image answers as an image', async () => {
    const page = await browser.newPage()
    for (const path of ['/', '/products', '/resources', '/news']) {
      await page.goto(`${language.origin()}${path}`)
      const image = await page.getAttribute('meta[property="og:image"]', 'content')
      expect(image, path).toMatch(/^https?:\/\//)
      expect(await page.getAttribute('meta[name="twitter:image"]', 'content'), path).toBe(image)
      // Opened by Chromium, which resolves zh.localhost as the share target would the Chinese host.
      const response = await page.goto(image!)
      expect(response?.status(), `${path}: ${image}`).toBe(200)
      expect(response?.headers()['content-type'], `${path}: ${image}`).toMatch(/^image\//)
    }
    await page.close()
  })

  it('has a default share image for pages without one of their own', async () => {
    const response = await fetch(`${baseUrl()}/og/share.jpg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
  })
})

describe('sitemap', () => {
  it('lists each page in both languages as its own entry, each with both hreflang alternates and x-default', async () => {
    const text = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
    const entries = new Map([...text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => [/<loc>([^<]+)<\/loc>/.exec(body!)![1]!, body!]))
    const { en, zh } = origins(baseUrl())
    for (const path of ['/', '/about', '/products', '/resources', '/news', '/contact', `/news/${NEWS.slug}`]) {
      const address = (origin: string) => `${origin}${path}`
      for (const origin of [en, zh]) {
        const entry = entries.get(address(origin))
        expect(entry, address(origin)).toBeDefined()
        expect(entry).toContain(`hreflang="en" href="${address(en)}"`)
        expect(entry).toContain(`hreflang="zh-Hant" href="${address(zh)}"`)
        expect(entry).toContain(`hreflang="x-default" href="${address(en)}"`)
      }
    }
  })

  it('lists the colour card of a product with shades, and not of one without (issue 50.10)', async () => {
    const shaded = await createDocument(admin, 'products', { name: `Card ${run}`, slug: `card-${run}`, status: 'Active' })
    await createDocument(admin, 'item-codes', { product: shaded.id, itemCode: `CARD-${run}-1`, shadeHex: '#C9A227' })
    const plain = await createDocument(admin, 'products', { name: `No card ${run}`, slug: `no-card-${run}`, status: 'Active' })
    await createDocument(admin, 'item-codes', { product: plain.id, itemCode: `CARD-${run}-2` })
    const text = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
    const { en, zh } = origins(baseUrl())
    for (const origin of [en, zh]) {
      expect(text).toContain(`<loc>${origin}/products/card-${run}/colours</loc>`)
      expect(text).not.toContain(`<loc>${origin}/products/no-card-${run}/colours</loc>`)
    }
  })
})
