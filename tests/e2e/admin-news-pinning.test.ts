import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminPage, untilHydrated, openAdmin } from '../helpers/admin-browser'
import { seriousViolations } from '../helpers/axe'
import { launchChromium } from '../helpers/browser'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, createDocument, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 13, item 3, in both admin languages: the pinned section above the news
 * list (pinned items in order, Unpin, Reorder Items → Save Order / Discard),
 * Pin in the list rows only while fewer than 3 are pinned, and the toasts.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
let browser: Browser
let admin: Session
const ids: Record<'A' | 'B' | 'C' | 'D', number> = { A: 0, B: 0, C: 0, D: 0 }
const title = (key: keyof typeof ids) => `Pin ${key} ${run}`

type NewsDoc = { id: number; isPinned: boolean; displayOrder: number }
const news = async (key: keyof typeof ids) => (await api(`/api/news-items/${ids[key]}?depth=0`, { session: admin })).body as unknown as NewsDoc
const setPinned = async (id: number, isPinned: boolean) => {
  const reply = await api(`/api/news-items/${id}`, { method: 'PATCH', body: JSON.stringify({ isPinned }), session: admin })
  expect(reply.status).toBe(200)
}

/** No news item pinned, so that each language starts from the same state (the server's test files run one after another). */
async function unpinAll() {
  const pinned = await api('/api/news-items?where[isPinned][equals]=true&limit=0&depth=0', { session: admin })
  for (const doc of pinned.body.docs ?? []) await setPinned(doc.id as number, false)
}

beforeAll(async () => {
  admin = await adminSession()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(800, 500))], { type: 'image/jpeg' }), `pin-${run}.jpg`)
  form.append('_payload', JSON.stringify({ alt: 'A pinned story' }))
  const image = (await api('/api/media', { method: 'POST', body: form, session: admin })).body.doc as { id: number }
  // A is the newest: items pinned at the same moment (all 999) stand newest first until reordered.
  for (const [index, key] of (['A', 'B', 'C', 'D'] as const).entries()) {
    const doc = await createDocument(admin, 'news-items', {
      title: title(key),
      description: 'A story about pinning news items.',
      articleBody: 'The pinned section keeps the most important news at the top.',
      primaryImage: image.id,
      publishedAt: `2024-03-0${9 - index}T00:00:00.000Z`,
    })
    ids[key] = doc.id
  }
  browser = await launchChromium()
})
afterAll(async () => {
  await unpinAll()
  await browser?.close()
})
beforeEach(unpinAll)

const LANGUAGES = [
  {
    lang: 'en',
    admin: 'en',
    section: 'Pinned items',
    none: 'No items are pinned. Use Pin in the list below.',
    pin: 'Pin',
    unpin: 'Unpin',
    pinnedMark: 'Pinned',
    pinned: 'News item pinned successfully',
    unpinned: 'News item unpinned successfully',
    tooMany: 'Cannot pin more than 3 items',
    reorder: 'Reorder Items',
    up: 'Move up',
    save: 'Save Order',
    discard: 'Discard',
    discarded: 'Display order changes discarded',
    orderSaved: 'Pinned order updated',
  },
  {
    lang: 'zh',
    admin: 'zh-TW',
    section: '置頂項目',
    none: '未有置頂項目。請在下方列表按「置頂」。',
    pin: '置頂',
    unpin: '取消置頂',
    pinnedMark: '已置頂',
    pinned: '新聞已成功置頂',
    unpinned: '新聞已成功取消置頂',
    tooMany: '最多只可置頂 3 項',
    reorder: '調整次序',
    up: '上移',
    save: '儲存次序',
    discard: '放棄',
    discarded: '已放棄顯示次序的更改',
    orderSaved: '已更新置頂次序',
  },
] as const

const pinnedTitles = async (page: Page) => (await page.getByTestId('pinned-list').locator('li a').allTextContents()).map((text) => text.trim())
const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0)

describe.each(LANGUAGES)('pinning news in the admin ($lang)', (language) => {
  it('pins from the list, refuses a fourth, reorders the pinned section, and unpins', async () => {
    const { context, page } = await adminPage(browser, language.admin)
    const button = (action: string, key: keyof typeof ids) => page.getByRole('button', { name: `${action}: ${title(key)}`, exact: true })
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/news-items?search=${run}`)
    const section = page.locator('[data-pinned-section]')
    await expect.poll(() => section.getByText(language.none, { exact: true }).count(), { timeout: 30_000 }).toBe(1)
    expect(await section.getByRole('heading', { name: new RegExp(language.section) }).count()).toBe(1)

    // Pin A and B from their rows: the pin rules of the spec hold (999).
    await untilHydrated(button(language.pin, 'A'))
    await button(language.pin, 'A').click()
    await toast(page, language.pinned)
    await expect.poll(async () => (await news('A')).isPinned).toBe(true)
    expect((await news('A')).displayOrder).toBe(999)
    await expect.poll(() => pinnedTitles(page)).toEqual([title('A')])
    await button(language.pin, 'B').click()
    await expect.poll(() => pinnedTitles(page)).toEqual([title('A'), title('B')])

    // The Pinned column reads as words, not true/false.
    const rowA = page.locator('table tbody tr', { hasText: title('A') })
    expect(await rowA.locator('[data-pin-cell="pinned"]').textContent()).toContain(language.pinnedMark)
    expect(await page.locator('table tbody').textContent()).not.toMatch(/\btrue\b|\bfalse\b/)

    // Another administrator pins C meanwhile: Pin on D in this page is refused with the spec's message.
    await setPinned(ids.C, true)
    await button(language.pin, 'D').click()
    await toast(page, language.tooMany)
    expect((await news('D')).isPinned).toBe(false)
    // With 3 pinned, no row offers Pin any more.
    await expect.poll(() => button(language.pin, 'D').count(), { timeout: 30_000 }).toBe(0)
    expect(await page.locator('table tbody').getByRole('button', { name: new RegExp(`^${language.pin}: `) }).count()).toBe(0)
    await expect.poll(() => pinnedTitles(page)).toEqual([title('A'), title('B'), title('C')])

    // Reorder Items, then Discard: nothing changes.
    await section.getByRole('button', { name: language.reorder, exact: true }).click()
    const list = page.getByTestId('reorder-list')
    await expect.poll(() => list.locator('li').count(), { timeout: 30_000 }).toBe(3)
    await page.getByRole('button', { name: `${language.up}: ${title('C')}` }).click()
    await section.getByRole('button', { name: language.discard, exact: true }).click()
    await toast(page, language.discarded)
    expect(await pinnedTitles(page)).toEqual([title('A'), title('B'), title('C')])

    // Reorder Items, then Save Order: C moves before B, numbered from 1.
    await section.getByRole('button', { name: language.reorder, exact: true }).click()
    await expect.poll(() => list.locator('li').count(), { timeout: 30_000 }).toBe(3)
    await page.getByRole('button', { name: `${language.up}: ${title('C')}` }).click()
    await section.getByRole('button', { name: language.save, exact: true }).click()
    await toast(page, language.orderSaved)
    await expect.poll(() => pinnedTitles(page), { timeout: 30_000 }).toEqual([title('A'), title('C'), title('B')])
    expect([(await news('A')).displayOrder, (await news('C')).displayOrder, (await news('B')).displayOrder]).toEqual([1, 2, 3])
    expect(await seriousViolations(page, ['[data-pinned-section]', 'table tbody td:has([data-pin-cell])'])).toEqual([])

    // Unpin C from the pinned section: order 0, and Pin comes back on the rows.
    await section.getByRole('button', { name: `${language.unpin}: ${title('C')}`, exact: true }).click()
    await toast(page, language.unpinned)
    await expect.poll(async () => (await news('C')).isPinned).toBe(false)
    expect((await news('C')).displayOrder).toBe(0)
    await expect.poll(() => pinnedTitles(page), { timeout: 30_000 }).toEqual([title('A'), title('B')])
    await expect.poll(() => button(language.pin, 'D').count(), { timeout: 30_000 }).toBe(1)
    await context.close()
  })
})
