import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

const run = Date.now().toString(36)
let browser: Browser
let admin: Session
let site: { en: string; zh: string }
const created: { id: number; slug: string }[] = []
const media: number[] = []
const COUNT = 8

async function upload(data: Buffer, name: string): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  const id = ((await api('/api/media', { method: 'POST', body: form, session: admin })).body.doc as { id: number }).id
  media.push(id)
  return id
}

async function createNews(index: number, data: Record<string, unknown>) {
  const slug = `atelier-${index}-${run}`
  const reply = await api('/api/news-items?locale=en', {
    method: 'POST',
    session: admin,
    body: JSON.stringify({
      title: `Atelier ${run} number ${index}`,
      slug,
      description: `Summary of atelier news ${index}.`,
      articleBody: `First paragraph of story ${index}.\n\nSecond paragraph of story ${index}.`,
      publishedAt: `2025-0${(index % 9) + 1}-15T00:00:00.000Z`,
      ...data,
    }),
  })
  if (reply.status !== 201) throw new Error(`news: ${reply.status} ${JSON.stringify(reply.body)}`)
  const id = (reply.body.doc as { id: number }).id
  await api(`/api/news-items/${id}?locale=zh-Hant`, {
    method: 'PATCH',
    session: admin,
    body: JSON.stringify({ title: `工坊 ${run} 第${index}號`, description: `工坊新聞 ${index} 的摘要。`, articleBody: `故事 ${index} 的第一段。\n\n故事 ${index} 的第二段。` }),
  })
  created.push({ id, slug })
  return { id, slug }
}

beforeAll(async () => {
  admin = await adminSession()
  site = origins(testServer().baseUrl)
  const image = await upload(await makeJpeg(900, 600, '#3a2a08'), `news-${run}.jpg`)
  const second = await upload(await makeJpeg(900, 600, '#1d2a44'), `news-second-${run}.jpg`)
  // Item 0 is the oldest but pinned: it comes first. Item 1 has a second image and a Vimeo video.
  await createNews(0, { primaryImage: image, isPinned: true, publishedAt: '2024-01-01T00:00:00.000Z' })
  await createNews(1, {
    primaryImage: image,
    media: [
      { mediaType: 'image', file: second },
      { mediaType: 'embed', embedUrl: 'https://vimeo.com/76979871' },
    ],
  })
  for (let index = 2; index < COUNT; index += 1) await createNews(index, { primaryImage: image })
  await createNews(99, { primaryImage: image, status: 'Inactive', title: `Atelier ${run} hidden` })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  if (!admin) return
  for (const { id } of created) await api(`/api/news-items/${id}`, { method: 'DELETE', session: admin })
  for (const id of media) await api(`/api/media/${id}`, { method: 'DELETE', session: admin })
})

const cards = (page: Page) => page.locator('main article[data-news-card]')
const likedIds = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('news_likes') ?? '[]') as number[])

describe.each([
  {
    lang: 'en',
    origin: () => site.en,
    viewport: 'desktop' as const,
    title: (index: number) => `Atelier ${run} number ${index}`,
    results: `${COUNT} news items`,
    pinned: 'Pinned',
    date: /^[A-Z][a-z]{2} \d{2}, \d{4}$/,
    empty: (query: string) => `No news items found for "${query}"`,
    clear: 'Clear Search',
    search: 'Search',
    size12: 'Show 12 per page',
    readMore: 'Read more',
    like: 'Like (0)',
    liked: 'Liked',
    oneLike: '1 like',
    noLikes: '0 likes',
    published: /^Published on [A-Z][a-z]{2} \d{2}, \d{4}$/,
    error: 'Error',
    failed: 'Failed to update like status',
    showSecond: 'Show image 2 of 3',
    position: '3 of 3',
    play: () => `Play Vimeo video: Atelier ${run} number 1`,
    next: 'Next item',
    likeItem: 1,
  },
  {
    lang: 'zh',
    origin: () => site.zh,
    viewport: 'mobile' as const,
    title: (index: number) => `工坊 ${run} 第${index}號`,
    results: `共 ${COUNT} 則新聞`,
    pinned: '置頂',
    date: /^\d{4}年\d{1,2}月\d{1,2}日$/,
    empty: (query: string) => `找不到與「${query}」相關的新聞`,
    clear: '清除搜尋',
    search: '搜尋',
    size12: '每頁顯示 12 項',
    readMore: '閱讀全文',
    like: '讚好 (0)',
    liked: '已讚好',
    oneLike: '1 個讚好',
    noLikes: '0 個讚好',
    published: /^發佈於 \d{4}年\d{1,2}月\d{1,2}日$/,
    error: '錯誤',
    failed: '未能更新讚好狀態',
    showSecond: '顯示第 2 項圖片，共 3 項',
    position: '第 3 項，共 3 項',
    play: () => `播放 Vimeo 影片：工坊 ${run} 第1號`,
    next: '下一項',
    likeItem: 2,
  },
])('news ($lang, $viewport)', (language) => {
  const newPage = () => browser.newPage({ viewport: VIEWPORTS[language.viewport] })

  it('lists Active news pinned first, with dates, 6 to a page, and pages by total count', async () => {
    const page = await newPage()
    await page.goto(`${language.origin()}/news?q=${run}`)
    // The loading skeleton has the same hero until the list has streamed in.
    await expect.poll(() => page.locator('h1').count()).toBe(1)
    expect(await page.locator('h1').textContent()).toBe(language.lang === 'en' ? 'UPDATES & ANNOUNCEMENTS' : '最新消息及公告')
    expect(await page.getByRole('status').filter({ hasText: language.results }).count()).toBe(1)
    expect(await cards(page).count()).toBe(6)
    const firstCard = cards(page).first()
    expect(await firstCard.getByRole('heading').textContent()).toBe(language.title(0))
    expect(await firstCard.getByText(language.pinned, { exact: true }).isVisible()).toBe(true)
    expect(await cards(page).nth(1).getByText(language.pinned, { exact: true }).count()).toBe(0)
    expect(await firstCard.locator('time').textContent()).toMatch(language.date)
    expect(await page.getByText(`${run} hidden`).count()).toBe(0)
    const pages = page.getByRole('navigation', { name: language.lang === 'en' ? 'Pagination' : '分頁' })
    expect(await pages.getByRole('link', { name: /2/ }).count()).toBe(1)
    expect(await pages.locator('[aria-current="page"]').textContent()).toBe('1')
    await pages.getByRole('link', { name: /2/ }).click()
    await page.waitForURL(/page=2/)
    await expect.poll(() => cards(page).count()).toBe(COUNT - 6)
    expect(await pages.locator('[aria-current="page"]').textContent()).toBe('2')
    await page.close()
  })

  it('changes the page size in the address and starts again at page 1', async () => {
    const page = await newPage()
    await page.goto(`${language.origin()}/news?q=${run}&page=2`)
    await page.getByRole('link', { name: language.size12 }).click()
    await page.waitForURL((url) => url.searchParams.get('size') === '12')
    expect(new URL(page.url()).searchParams.get('page')).toBeNull()
    expect(new URL(page.url()).searchParams.get('q')).toBe(run)
    await expect.poll(() => cards(page).count()).toBe(COUNT)
    expect(await page.locator('nav[aria-label] [aria-current="page"]').filter({ hasText: /^\d+$/ }).count()).toBe(0)
    await page.close()
  })

  it('searches titles, shows the empty state, and clears the search', async () => {
    const page = await newPage()
    await page.goto(`${language.origin()}/news?size=12`)
    await page.fill('#news-search', language.title(5))
    await page.getByRole('search').getByRole('button', { name: language.search }).click()
    await page.waitForURL(/q=/)
    expect(new URL(page.url()).searchParams.get('size')).toBe('12')
    await expect.poll(() => cards(page).count()).toBe(1)
    expect(await cards(page).first().getByRole('heading').textContent()).toBe(language.title(5))
    const nonsense = `nothing-like-${run}`
    await page.fill('#news-search', nonsense)
    await page.getByRole('search').getByRole('button', { name: language.search }).click()
    await expect.poll(() => page.getByRole('heading', { name: language.empty(nonsense) }).isVisible()).toBe(true)
    await page.getByRole('link', { name: language.clear }).click()
    await page.waitForURL((url) => !url.searchParams.has('q'))
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0)
    expect(await page.locator('#news-search').inputValue()).toBe('')
    await page.close()
  })

  it('opens an article, likes it, keeps it liked after a reload, and unlikes it', async () => {
    const page = await newPage()
    const item = created[language.likeItem]!
    await page.goto(`${language.origin()}/news?q=${encodeURIComponent(language.title(language.likeItem))}`)
    await cards(page).first().getByRole('link', { name: new RegExp(language.readMore) }).click()
    await page.waitForURL(new RegExp(`/news/${item.slug}$`))
    expect(await page.locator('h1').textContent()).toBe(language.title(language.likeItem))
    expect(await page.locator('[data-article-body]').innerText()).toMatch(/\n\s*\n/)
    expect(await page.getByText(language.published).count()).toBe(1)
    const button = page.locator(`footer button[data-like-button="${item.id}"]`)
    const total = page.locator(`[data-like-total="${item.id}"]`)
    await expect.poll(() => button.textContent()).toBe(language.like)
    expect(await button.getAttribute('aria-pressed')).toBe('false')
    await button.click()
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true')
    expect(await button.textContent()).toBe(language.liked)
    await expect.poll(() => total.textContent()).toBe(language.oneLike)
    await expect.poll(() => button.isEnabled()).toBe(true)
    expect(await likedIds(page)).toContain(item.id)
    expect(((await api(`/api/news-items/likes?ids=${item.id}`)).body.likes as Record<string, number>)[item.id]).toBe(1)

    await page.reload()
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => total.textContent()).toBe(language.oneLike)

    // The card on the list shows the same state and count.
    await page.goto(`${language.origin()}/news?q=${encodeURIComponent(language.title(language.likeItem))}`)
    const cardButton = cards(page).first().locator(`button[data-like-button="${item.id}"]`)
    await expect.poll(() => cardButton.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => cardButton.locator('[data-like-count]').textContent()).toBe('1')
    await cardButton.click()
    await expect.poll(() => cardButton.getAttribute('aria-pressed')).toBe('false')
    await expect.poll(() => cardButton.locator('[data-like-count]').textContent()).toBe('0')
    await expect.poll(() => likedIds(page)).not.toContain(item.id)
    await expect.poll(async () => ((await api(`/api/news-items/likes?ids=${item.id}`)).body.likes as Record<string, number>)[item.id]).toBe(0)
    await page.close()
  })

  it('disables the button while a like is in flight and reverts it with an error toast when it fails', async () => {
    const page = await newPage()
    const item = created[language.likeItem]!
    let release: () => void = () => undefined
    let started: () => void = () => undefined
    const requested = new Promise<void>((resolve) => (started = resolve))
    await page.route('**/api/news-items/*/like', async (route) => {
      const held = new Promise<void>((resolve) => (release = resolve))
      started()
      await held
      await route.abort()
    })
    // The fresh counts answer only after the click: their older figure must not overwrite the optimistic one.
    let releaseCounts: () => void = () => undefined
    const countsHeld = new Promise<void>((resolve) => (releaseCounts = resolve))
    await page.route('**/api/news-items/likes?*', async (route) => {
      await countsHeld
      await route.continue()
    })
    await page.goto(`${language.origin()}/news/${item.slug}`)
    const button = page.locator(`footer button[data-like-button="${item.id}"]`)
    const total = page.locator(`[data-like-total="${item.id}"]`)
    await expect.poll(() => button.textContent()).toBe(language.like)
    await button.click()
    await requested
    releaseCounts()
    await page.waitForResponse((response) => response.url().includes('/api/news-items/likes?'))
    // Optimistic: pressed at once, and disabled until the answer comes.
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true')
    expect(await button.isDisabled()).toBe(true)
    expect(await total.textContent()).toBe(language.oneLike)
    release()
    const toast = page.locator('[data-variant="destructive"]')
    await expect.poll(() => toast.isVisible()).toBe(true)
    expect(await toast.textContent()).toContain(language.error)
    expect(await toast.textContent()).toContain(language.failed)
    expect(await button.getAttribute('aria-pressed')).toBe('false')
    expect(await button.textContent()).toBe(language.like)
    expect(await total.textContent()).toBe(language.noLikes)
    expect(await button.isEnabled()).toBe(true)
    expect(await likedIds(page)).not.toContain(item.id)
    await page.close()
  })

  it('switches the article media with its thumbnails and arrows, and loads a player only when asked', async () => {
    const page = await newPage()
    const vimeo: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('vimeo.com')) vimeo.push(request.url())
    })
    await page.goto(`${language.origin()}/news/${created[1]!.slug}`)
    // The role descriptions are in the page's language (carousel/slide, 輪播/幻燈片).
    const roles = language.lang === 'en' ? { carousel: 'carousel', slide: 'slide' } : { carousel: '輪播', slide: '幻燈片' }
    const slide = page.locator(`[aria-roledescription="${roles.slide}"]`)
    const main = slide.locator('img')
    const first = await main.getAttribute('src')
    const thumb = page.getByRole('button', { name: language.showSecond })
    await thumb.click()
    await expect.poll(() => thumb.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => main.getAttribute('src')).not.toBe(first)
    await page.getByRole('button', { name: language.next, exact: true }).click()
    await expect.poll(() => slide.getAttribute('aria-label')).toBe(language.position)
    expect(await page.locator(`[aria-roledescription="${roles.carousel}"] [aria-live="polite"]`).textContent()).toBe(language.position)
    const load = page.getByRole('button', { name: language.play() })
    expect(await load.isVisible()).toBe(true)
    expect(await page.locator('iframe').count()).toBe(0)
    expect(vimeo).toEqual([])
    await load.click()
    await expect
      .poll(() => slide.locator('iframe').getAttribute('src'))
      .toBe('https://player.vimeo.com/video/76979871?dnt=1&title=0&byline=0&portrait=0&autoplay=1')
    await page.close()
  })

  it('sends a missing or Inactive article back to /news', async () => {
    const page = await newPage()
    for (const slug of [`missing-${run}`, created.at(-1)!.slug]) {
      await page.goto(`${language.origin()}/news/${slug}`)
      await page.waitForURL((url) => url.pathname === '/news')
      await expect.poll(() => cards(page).count()).toBeGreaterThan(0)
    }
    await page.close()
  })
})

describe('news accessibility', () => {
  it.each(['desktop', 'mobile'] as const)('has no serious or critical violation on the list and an article in both languages (%s)', async (viewport) => {
    const page = await browser.newPage({ viewport: VIEWPORTS[viewport] })
    const problems: string[] = []
    for (const origin of [site.en, site.zh]) {
      for (const path of [`/news?q=${run}`, `/news/${created[1]!.slug}`, `/news?q=nothing-${run}`]) {
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
        problems.push(...(await seriousViolations(page)).map((violation) => `${origin}${path}: ${violation}`))
      }
    }
    expect(problems).toEqual([])
    await page.close()
  })
})
