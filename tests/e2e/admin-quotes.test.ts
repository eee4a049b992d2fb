import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPage, openAdmin, trackRequests, untilAdminSettled, untilHydrated, type AdminLanguage } from '../helpers/admin-browser'
import { seriousViolations } from '../helpers/axe'
import { launchChromium } from '../helpers/browser'
import { adminSession, api, type Session } from '../helpers/http'
import { closeRequests, quotableProduct, requestToQuote } from '../helpers/quote-fixtures'
import { testServer } from '../helpers/test-server'

/**
 * Issue 51.1 and 51.4 in the staff's browser, in both admin languages: Prepare quote on a request,
 * the lines priced with the totals following as they are typed, Save, Send quote after a confirmation
 * naming the buyer's address and language, the Sent banner with the buyer's page, no Save or Delete
 * left on it, and Revise opening the draft -R1. An editor does the same.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const editorAccount = { email: `quote-desk-${run}@example.com`, password: 'quote-desk-password-0123' }
const BUYER = 'mei@golden-needle.example'
let browser: Browser
let admin: Session
let editorId: number
let fixtures: { product: number; codes: number[] }

beforeAll(async () => {
  admin = await adminSession()
  const created = await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ ...editorAccount, name: 'Quote Desk', role: 'editor' }) })
  expect(created.status).toBe(201)
  editorId = (created.body.doc as { id: number }).id
  fixtures = await quotableProduct(admin, run)
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  if (admin) await closeRequests(admin)
  if (editorId) await api(`/api/users/${editorId}`, { method: 'DELETE', session: admin })
})

const WORDS = {
  en: {
    prepare: 'Prepare quote',
    none: 'Nothing is priced yet.',
    saveFirst: 'Save your changes first: the PDF and the mail show the quote as last saved.',
    usd: 'USD — US dollar',
    send: 'Send quote',
    heading: (reference: string) => `Send quote ${reference}?`,
    goesTo: `The quote goes by e-mail to ${BUYER}, in English,`,
    sent: (reference: string) => `Quote ${reference} sent: the mail with the PDF is on its way to ${BUYER}.`,
    sentOn: 'Sent on ',
    cannotChange: 'A sent quote cannot change: revise it to send a new version.',
    buyerPage: "Open the buyer's page",
    revise: 'Revise',
    revised: (reference: string) => `Revision ${reference}-R1 created as a draft.`,
    delete: 'Delete',
  },
  'zh-TW': {
    prepare: '準備報價',
    none: '尚未填寫任何價格。',
    saveFirst: '請先儲存更改：PDF 及電郵會顯示最後儲存的報價單。',
    usd: 'USD — 美元',
    send: '發送報價',
    heading: (reference: string) => `發送報價單 ${reference}？`,
    goesTo: `報價單會以英文經電郵寄往 ${BUYER}，`,
    sent: (reference: string) => `報價單 ${reference} 已發送：附 PDF 的電郵正寄往 ${BUYER}。`,
    sentOn: '已於 ',
    cannotChange: '已發送的報價單不能更改：如需更改，請建立修訂版再發送。',
    buyerPage: '開啟買家頁面',
    revise: '修訂',
    revised: (reference: string) => `已建立修訂版草稿 ${reference}-R1。`,
    delete: '刪除',
  },
} as const

const totalsOf = (page: Page) => page.locator('[data-quote-totals] output')
const toast = (page: Page, text: string) => page.locator('.payload-toast-container').getByText(text)

/** The items of the form's ⋮ menu (Payload draws the open menu in a portal of its own). */
async function menuItems(page: Page): Promise<string[]> {
  await page.locator('.doc-controls__dots').click()
  const popup = page.locator('.popup__content').filter({ visible: true })
  await popup.first().waitFor()
  const items = await popup.first().locator('button, a').allInnerTexts()
  await page.keyboard.press('Escape')
  await popup.first().waitFor({ state: 'hidden' })
  return items.map((item) => item.trim())
}

/** From the request's edit view to a sent quote, as a member of staff does it; answers the quote's id and reference. */
async function prepareAndSend(page: Page, words: (typeof WORDS)[AdminLanguage], requestId: number, checkAccessibility: boolean): Promise<{ id: number; reference: string }> {
  const baseUrl = testServer().baseUrl
  await openAdmin(page, `${baseUrl}/admin/collections/requests/${requestId}`)
  const prepare = page.locator('[data-prepare-quote]')
  expect(await prepare.textContent()).toBe(words.prepare)
  await untilHydrated(prepare)
  await prepare.click()
  await page.waitForURL(/\/admin\/collections\/quotes\/\d+$/, { timeout: 30_000 })
  await untilAdminSettled(page)
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  const reference = String((await api(`/api/quotes/${id}?depth=0`, { session: admin })).body.reference)

  // Priced line by line: the totals follow each figure as it is typed, one total per currency.
  await expect.poll(() => totalsOf(page).textContent()).toBe(words.none)
  await page.locator('#field-lines__0__unitPrice').fill('2.5')
  await expect.poll(() => totalsOf(page).textContent()).toBe('HKD 250.00')
  await page.locator('#field-lines__1__currency').click()
  await page.getByRole('option', { name: words.usd }).click()
  await page.locator('#field-lines__1__unitPrice').fill('1.2')
  await expect.poll(() => totalsOf(page).locator('span').allTextContents()).toEqual(['HKD 250.00', 'USD 240.00'])
  await page.locator('#field-lines__2__unitPrice').fill('0.35')
  await expect.poll(() => totalsOf(page).locator('span').allTextContents()).toEqual(['HKD 355.00', 'USD 240.00'])
  // Unsaved, the PDF and the mail would not show what is on screen: Send says to save first.
  await page.locator('[data-quote-send]').click()
  await toast(page, words.saveFirst).waitFor()
  expect(await page.locator('.confirmation-modal').count()).toBe(0)
  const requests = trackRequests(page)
  await page.locator('#action-save').click()
  await expect.poll(() => page.locator('#action-save').isDisabled(), { timeout: 30_000 }).toBe(true)
  await requests.settled()
  const saved = (await api(`/api/quotes/${id}?depth=0`, { session: admin })).body as { totalsText: string; lines: { amount: number }[] }
  expect(saved.totalsText).toBe('HKD 355.00 + USD 240.00')
  expect(saved.lines.map((line) => line.amount)).toEqual([250, 240, 105])
  // Our parts of the screen Payload draws (its own fields' known findings are the review's m16, not the quotes').
  if (checkAccessibility) expect(await seriousViolations(page, ['[data-quote-actions]', '[data-quote-totals]'])).toEqual([])

  // Sent after a confirmation that names where and in which language it goes.
  const send = page.locator('[data-quote-send]')
  expect(await send.textContent()).toBe(words.send)
  await send.click()
  const dialog = page.locator('.confirmation-modal')
  await dialog.getByText(words.heading(reference)).waitFor()
  expect(await dialog.textContent()).toContain(words.goesTo)
  await dialog.locator('#confirm-action').click()
  await toast(page, words.sent(reference)).waitFor({ timeout: 30_000 })
  return { id, reference }
}

describe.each(['en', 'zh-TW'] as AdminLanguage[])('quotes in the admin (%s)', (language) => {
  const words = WORDS[language]

  it('prepares a quote on a request, prices it, sends it, shows it Sent and revises it', async () => {
    const company = `Admin Quote ${language} ${run}`
    const requestId = await requestToQuote(admin, fixtures, company)
    const { context, page } = await adminPage(browser, language)
    const { id, reference } = await prepareAndSend(page, words, requestId, true)

    // The document as sent: its banner, the buyer's page, the form read-only, no Delete.
    const banner = page.locator('[data-quote-banner="sent"]')
    await banner.waitFor({ timeout: 30_000 })
    expect(await banner.textContent()).toContain(words.sentOn)
    expect(await banner.textContent()).toContain(words.cannotChange)
    const link = String((await api(`/api/quotes/${id}?depth=0`, { session: admin })).body.buyerLink)
    expect(link).toMatch(new RegExp(`/quote/${id}-[A-Za-z0-9_-]{32}$`))
    expect(await banner.locator('[data-quote-buyer-link]').getAttribute('href')).toBe(link)
    expect(await banner.locator('[data-quote-buyer-page]').getAttribute('href')).toBe(link)
    expect(await banner.locator('[data-quote-buyer-page]').textContent()).toBe(words.buyerPage)
    await expect.poll(() => page.locator('#field-lines__0__unitPrice').isDisabled()).toBe(true)
    expect(await page.locator('[data-quote-send]').count()).toBe(0)
    expect(await page.locator('[data-quote-download]').getAttribute('href')).toBe(`/api/quotes/${id}/pdf`)
    expect(await menuItems(page)).not.toContain(words.delete)
    expect(await seriousViolations(page, ['[data-quote-banner]', '[data-quote-actions]', '[data-quote-totals]'])).toEqual([])

    // The request lists its quote, Sent.
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/requests/${requestId}`)
    await expect.poll(() => page.locator(`[data-request-quote="${reference}"]`).getAttribute('data-state'), { timeout: 30_000 }).toBe('sent')
    expect(await seriousViolations(page, ['[data-request-quotes]'])).toEqual([])
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/quotes/${id}`)

    // Revise: the draft -R1 opens, priced as the quote it revises, with its Delete.
    const revise = page.locator('[data-quote-revise]')
    expect(await revise.textContent()).toBe(words.revise)
    await untilHydrated(revise)
    await revise.click()
    await page.waitForURL((url) => /\/admin\/collections\/quotes\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${id}`), { timeout: 30_000 })
    await untilAdminSettled(page)
    await toast(page, words.revised(reference)).waitFor({ timeout: 30_000 })
    await page.locator('[data-quote-actions="draft"]').waitFor()
    expect(await page.locator('h1').first().textContent()).toContain(`${reference}-R1`)
    expect(await page.locator('[data-quote-banner]').count()).toBe(0)
    await expect.poll(() => totalsOf(page).locator('span').allTextContents()).toEqual(['HKD 355.00', 'USD 240.00'])
    expect(await menuItems(page)).toContain(words.delete)
    await context.close()
  })
})

describe('an editor', () => {
  it('prepares and sends a quote too', async () => {
    const requestId = await requestToQuote(admin, fixtures, `Editor Quote ${run}`)
    const { context, page } = await adminPage(browser, 'en', undefined, editorAccount)
    const { id } = await prepareAndSend(page, WORDS.en, requestId, false)
    await page.locator('[data-quote-banner="sent"]').waitFor({ timeout: 30_000 })
    expect((await api(`/api/quotes/${id}?depth=0`, { session: admin })).body.status).toBe('sent')
    await context.close()
  })
})
