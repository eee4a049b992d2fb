import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, createDocument, type Session } from '../helpers/http'
import { writeSiteContent } from '../helpers/site-content'
import { testServer } from '../helpers/test-server'

/**
 * Issue 16, layout: a one-row header, no sideways scrolling from 320 px,
 * placeholders never cut, the pagination's Next never alone on a row, and the
 * designed placeholder wherever a picture is missing, in both languages.
 */
const run = Date.now().toString(36)
const WIDTHS = [320, 390, 768, 1024, 1280, 1920] as const
const TALLY = 40
const slugs = { product: `bare-spool-${run}`, project: `bare-project-${run}` }
let browser: Browser
let admin: Session
let site: { en: string; zh: string }

const create = (collection: string, data: object, zh?: object) => createDocument(admin, collection, data, zh)

beforeAll(async () => {
  admin = await adminSession()
  site = origins(testServer().baseUrl)
  // The footer shows the long English company name; the pages below are those the header and width checks walk.
  await writeSiteContent(admin)
  await create('products', { name: `Bare Spool ${run}`, slug: slugs.product, description: 'A product saved before its photographs.', detailedDescription: 'Photographs follow.' }, { name: `未有相片線軸 ${run}` })
  await create(
    'gallery-items',
    { name: `Bare Project ${run}`, slug: slugs.project, description: 'A project saved before its media.', detailedDescription: 'Media follow.', displayOrder: 1 },
    { name: `未有媒體作品 ${run}` },
  )
  // Seven pages of six for the pagination: page 4 shows ← 1 … 3 4 5 … 7 →. A search reads each language's own names.
  for (let index = 1; index <= TALLY; index += 1) {
    await create('gallery-items', { name: `Tally${run} ${index}`, slug: `tally-${run}-${index}`, description: 'Padding for the pages.', displayOrder: 100 + index }, { name: `Tally${run} ${index}` })
  }
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

const LANGUAGES = [
  { lang: 'en', brand: 'KINSEN Metallic Threads', origin: () => site.en, product: () => `Bare Spool ${run}`, noImage: 'No image', scrollToTop: 'Scroll to top' },
  { lang: 'zh', brand: '金泉金屬線', origin: () => site.zh, product: () => `未有相片線軸 ${run}`, noImage: '沒有圖片', scrollToTop: '返回頁首' },
] as const

const PAGES = () => ['/', '/about', '/products', `/products/${slugs.product}`, '/resources', `/resources/${slugs.project}`, '/news', '/contact']

async function settle(page: Page, url: string) {
  await page.goto(url)
  await page.locator('h1').first().waitFor()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** What the header and the page measure at the current width. */
function measure(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!
    const logo = header.querySelector('a[href="/"] > span[aria-hidden]')!.getBoundingClientRect()
    const centre = logo.top + logo.height / 2
    // Every visible control of the header: the logo link, the links, the language pill, the menu button.
    const controls = [...header.querySelectorAll('a, button')]
      .map((element) => ({ text: (element.textContent ?? '').trim(), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1)
    return {
      headerHeight: header.getBoundingClientRect().height,
      logo: { width: logo.width, height: logo.height },
      // A control on a second row, or grown to several lines, stands out of the logo's band.
      offRow: controls.filter(({ box }) => box.height > 48 || Math.abs(box.top + box.height / 2 - centre) > 6).map(({ text, box }) => `${text} (${Math.round(box.height)} px high)`),
      // The spec's mobile breakpoint: the menu button below 768 px, the links from 768 px.
      linksShown: header.querySelector('nav')!.getBoundingClientRect().width > 0,
      menuButtonShown: [...header.querySelectorAll('button')].some((button) => button.getBoundingClientRect().width > 0),
      homeLinkName: header.querySelector('a[href="/"]')!.textContent ?? '',
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }
  })
}

/** Inputs whose placeholder is wider than the room inside them, measured in their own font. */
function cutPlaceholders(page: Page) {
  return page.evaluate(async () => {
    const context = document.createElement('canvas').getContext('2d')!
    const inputs = [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')].filter((input) => input.getBoundingClientRect().width > 0)
    const fontOf = (input: HTMLInputElement) => {
      const style = getComputedStyle(input, '::placeholder')
      return `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    }
    // A placeholder's face may not have been asked for yet (fonts.ready does not wait for it), and the
    // canvas would measure a fallback font: load each one for its own text first.
    await Promise.all(inputs.map((input) => document.fonts.load(fontOf(input), input.placeholder)))
    return inputs.flatMap((input) => {
      context.font = fontOf(input)
      const needed = context.measureText(input.placeholder).width
      const room = input.clientWidth - parseFloat(getComputedStyle(input).paddingLeft) - parseFloat(getComputedStyle(input).paddingRight)
      return needed > room + 0.5 ? [`#${input.id} "${input.placeholder}": ${Math.ceil(needed)} px in ${Math.floor(room)} px`] : []
    })
  })
}

/** Runs `measure` once, on first use, and keeps its result for the tests that read it. */
function once<T>(measure: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined
  return () => (result ??= measure())
}

/**
 * Each page loaded once and measured at every width, the window resized between: what a page
 * shows at a width does not depend on the width it was loaded at (the header and lists are laid
 * out by CSS and media queries), and 8 page loads stand in for 48. Problems by width.
 */
async function problemsAtWidths(paths: string[], check: (page: Page, path: string, width: number) => Promise<string[]>, origin: string) {
  const page = await browser.newPage({ viewport: { width: WIDTHS[0], height: 900 } })
  const problems = new Map<number, string[]>(WIDTHS.map((width) => [width, []]))
  for (const path of paths) {
    await settle(page, `${origin}${path}`)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      problems.get(width)!.push(...(await check(page, path, width)))
    }
  }
  await page.close()
  return problems
}

describe.each(LANGUAGES)('layout ($lang)', (language) => {
  const headerProblems = once(() =>
    problemsAtWidths(
      PAGES(),
      async (page, path, width) => {
        const result = await measure(page)
        const problems: string[] = []
        // One row: the 40 px logo and 16 px above and below it before scrolling.
        if (result.headerHeight > 80) problems.push(`${path}: header ${result.headerHeight} px high`)
        if (result.offRow.length) problems.push(`${path}: off the header's row: ${result.offRow.join(', ')}`)
        if (Math.abs(result.logo.width - result.logo.height) > 0.5) problems.push(`${path}: logo ${result.logo.width}×${result.logo.height}`)
        if (result.scrollWidth > result.innerWidth) problems.push(`${path}: ${result.scrollWidth} px wide in ${result.innerWidth}`)
        if (result.linksShown !== width >= 768 || result.menuButtonShown !== width < 768) problems.push(`${path}: links shown ${result.linksShown}, menu button shown ${result.menuButtonShown}`)
        // Where only the round logo shows (768–1023 px), screen readers still hear the brand.
        if (!result.homeLinkName.includes(language.brand)) problems.push(`${path}: home link reads "${result.homeLinkName}"`)
        return problems
      },
      language.origin(),
    ),
  )

  const placeholderProblems = once(() =>
    problemsAtWidths(
      ['/products', '/resources', '/news'],
      async (page, path) => {
        // The list and its search may stream in after the heading that settle() waits for.
        await expect.poll(() => page.locator('main input[type="search"]').count(), { message: path }).toBe(1)
        await expect.poll(() => page.locator('#newsletter-email').count(), { message: path }).toBe(1)
        return (await cutPlaceholders(page)).map((problem) => `${path}: ${problem}`)
      },
      language.origin(),
    ),
  )

  it.each(WIDTHS)('keeps the header on one row with a round logo, and nothing scrolls sideways, at %i px', async (width) => {
    expect((await headerProblems()).get(width)).toEqual([])
  })

  it('keeps at least 16 px between the brand and the navigation at every width from 768 to 2560 px (issue 28.1)', async () => {
    const page = await browser.newPage({ viewport: { width: 768, height: 900 } })
    await settle(page, `${language.origin()}/`)
    const problems: string[] = []
    for (let width = 768; width <= 2560; width += 16) {
      await page.setViewportSize({ width, height: 900 })
      const gap = await page.evaluate(() => {
        const home = document.querySelector('header a[href="/"]')!
        // The brand's right edge is that of its text as drawn (a Range), not of its box, which a long name may overflow.
        let right = home.querySelector('[data-logo]')!.getBoundingClientRect().right
        for (const span of home.querySelectorAll('span:not([data-logo])')) {
          const range = document.createRange()
          range.selectNodeContents(span)
          if (span.getBoundingClientRect().width > 1) right = Math.max(right, range.getBoundingClientRect().right)
        }
        const first = [...document.querySelectorAll('header nav a')].find((link) => link.getBoundingClientRect().width > 0)
        return first ? first.getBoundingClientRect().left - right : null
      })
      if (gap === null || gap < 16) problems.push(`${width} px: ${gap === null ? 'no link' : `${Math.round(gap)} px`}`)
    }
    expect(problems).toEqual([])
    await page.close()
  })

  it.each([390, 1280, 1920])('keeps the scroll-to-top button off every footer link and button at the bottom of the page, at %i px (issue 28.17)', async (width) => {
    // A short window, so that any page scrolls past the button's 300 px; the home page is the longest.
    const page = await browser.newPage({ viewport: { width, height: 500 } })
    await settle(page, `${language.origin()}/`)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const button = page.getByRole('button', { name: language.scrollToTop, exact: true })
    await expect.poll(() => button.isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true)
    const box = (await button.boundingBox())!
    const covered = await page.evaluate((box) => {
      return [...document.querySelectorAll('footer a, footer button')].flatMap((element) => {
        const other = element.getBoundingClientRect()
        const overlaps = other.width > 0 && other.left < box.x + box.width && other.right > box.x && other.top < box.y + box.height && other.bottom > box.y
        return overlaps ? [(element.textContent ?? '').trim() || element.getAttribute('aria-label') || element.tagName] : []
      })
    }, box)
    expect(covered).toEqual([])
    await page.close()
  })

  it.each(WIDTHS)('shows every placeholder whole (list searches and the newsletter) at %i px', async (width) => {
    expect((await placeholderProblems()).get(width)).toEqual([])
  })

  it.each([320, 390, 768])('keeps Next on the row of Previous and the page links at %i px', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    await settle(page, `${language.origin()}/resources?q=Tally${run}&page=4`)
    const nav = page.locator('main nav').filter({ has: page.locator('[data-page-link="next"]') })
    await expect.poll(() => nav.locator('[aria-current="page"]').textContent()).toBe('4')
    const rows = await nav.evaluate((element) => {
      const centre = (selector: string) => {
        const box = element.querySelector(selector)!.getBoundingClientRect()
        return Math.round(box.top + box.height / 2)
      }
      return { previous: centre('[data-page-link="previous"]'), next: centre('[data-page-link="next"]'), current: centre('[aria-current="page"]') }
    })
    expect(rows.next).toBe(rows.previous)
    // From 390 px everything is one row; at 320 px the page links may take two rows between Previous and Next.
    if (width >= 390) expect(Math.abs(rows.next - rows.current)).toBeLessThanOrEqual(1)
    // The words stay the links' names where only the arrows show.
    expect(await nav.getByRole('link', { name: language.lang === 'en' ? 'Next' : '下一頁' }).count()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.close()
  })

  it.each(['mobile', 'desktop'] as const)('shows the designed placeholder for a product, a product page and a project without pictures (%s)', async (viewport) => {
    const page = await browser.newPage({ viewport: VIEWPORTS[viewport] })
    await settle(page, `${language.origin()}/products?q=${encodeURIComponent(language.product())}`)
    const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: language.product() }) })
    await expect.poll(() => card.locator('[data-image-placeholder]').isVisible()).toBe(true)
    expect(await card.locator('[data-image-placeholder]').textContent()).toBe(language.noImage)

    await settle(page, `${language.origin()}/products/${slugs.product}`)
    // The product's own picture, first in the page (Related Products below may show more placeholders).
    const picture = page.locator('main [data-image-placeholder]').first()
    await expect.poll(() => picture.isVisible()).toBe(true)
    const box = (await picture.boundingBox())!
    // The main picture's square: the whole column on a phone, 575 px beside the details on a desktop.
    expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1)
    if (viewport === 'desktop') {
      expect(Math.round(box.width)).toBe(575)
      const details = (await page.getByText('Photographs follow.').boundingBox())!
      expect(details.x).toBeGreaterThan(box.x + box.width)
    } else {
      expect(box.width).toBeGreaterThan(VIEWPORTS.mobile.width - 48)
    }
    expect(await seriousViolations(page)).toEqual([])

    await settle(page, `${language.origin()}/resources/${slugs.project}`)
    const media = page.locator('main [data-image-placeholder]')
    await expect.poll(() => media.isVisible()).toBe(true)
    const mediaBox = (await media.boundingBox())!
    expect(Math.abs(mediaBox.width / mediaBox.height - 4 / 3)).toBeLessThan(0.02)
    expect(await media.textContent()).toBe(language.noImage)
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })
})
