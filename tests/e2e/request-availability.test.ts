import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeLines, encodeLines, STORAGE_KEY, type RequestLine } from '../../src/requests/lines'
import { untilHydrated } from '../helpers/admin-browser'
import { launchChromium, origins } from '../helpers/browser'
import { adminSession, api, type Session } from '../helpers/http'
import { signIn } from '../helpers/quote-fixtures'
import { testServer } from '../helpers/test-server'

/**
 * Issue 52's request list in a browser with JavaScript (Chromium): a discontinued code is not offered on
 * its product page, its line says so on the list, and its replacement's button swaps the code in the list
 * the browser keeps, the quantity kept. The replacements are the colours domain's, passed by the list's
 * route.
 */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const slug = `hologram-e2e-${stamp}`
const code = (name: string) => `KS-H200-${name}-${stamp}`.toUpperCase()
const password = 'availability-e2e-password-0123456789'

let browser: Browser
let admin: Session
let editor: Session
let editorId: number | undefined
let product: number
const ids: Record<string, number> = {}
const line = (name: string, extra: Partial<RequestLine> = {}): RequestLine => ({ product, code: ids[name], kind: 'samples', quantity: 1, unit: 'cones', note: '', ...extra })

beforeAll(async () => {
  admin = await adminSession()
  const created = await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ email: `request-availability-e2e-${stamp}@example.com`, password, name: 'Ka Yan Ho', role: 'editor' }) })
  expect(created.status).toBe(201)
  editorId = (created.body.doc as { id: number }).id
  editor = await signIn(`request-availability-e2e-${stamp}@example.com`, password)
  const thread = await api('/api/products?locale=en', { method: 'POST', session: editor, body: JSON.stringify({ name: `Hologram E2E ${stamp}`, slug, status: 'Active' }) })
  expect(thread.status).toBe(201)
  product = (thread.body.doc as { id: number }).id
  for (const [name, data] of [
    ['MULTI', { shadeHex: '#9a7fc0' }],
    ['GD', { shadeHex: '#c9a227', availability: 'made-to-order', leadTimeWeeks: 6 }],
  ] as const) {
    const made = await api('/api/item-codes?locale=en', { method: 'POST', session: editor, body: JSON.stringify({ product, itemCode: code(name), ...data }) })
    expect(made.status).toBe(201)
    ids[name] = (made.body.doc as { id: number }).id
  }
  const gone = await api('/api/item-codes?locale=en', {
    method: 'POST',
    session: editor,
    body: JSON.stringify({ product, itemCode: code('RB2'), shadeHex: '#8a6fb0', availability: 'discontinued', discontinuedOn: '2026-07-31T12:00:00.000Z', replacement: ids.MULTI }),
  })
  expect(gone.status).toBe(201)
  ids.RB2 = (gone.body.doc as { id: number }).id
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  if (editorId) await api(`/api/users/${editorId}`, { method: 'DELETE', session: admin })
})

describe('a discontinued code with JavaScript', () => {
  it('is not offered on its product page, while the others are added to the list the browser keeps', async () => {
    const { en } = origins(testServer().baseUrl)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${en}/products/${slug}`)
    const add = page.locator(`[data-add-to-request="${product}.${ids.GD}"]`)
    await untilHydrated(add)
    expect(await page.locator(`[data-add-to-request="${product}.${ids.RB2}"]`).count()).toBe(0)
    expect(await page.locator(`[data-not-addable="${code('RB2')}"]`).textContent()).toContain('Discontinued: cannot be added')
    await add.click()
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBe(encodeLines([line('GD')]))
    await context.close()
  })

  it('says so on its line of the list, with each code’s availability, and the line is still sent', async () => {
    const { zh } = origins(testServer().baseUrl)
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${zh}/request?lines=${encodeLines([line('GD'), line('RB2', { quantity: 40 })])}`)
    const gone = page.locator(`[data-request-line="${product}.${ids.RB2}"]`)
    await untilHydrated(gone.getByLabel('數量'))
    expect(await gone.locator('[data-availability="discontinued"]').textContent()).toBe('已於 2026年7月31日 停產')
    expect(await gone.locator('[data-line-discontinued]').isVisible()).toBe(true)
    expect(await gone.locator('[data-line-discontinued] p').first().textContent()).toBe('加入後已停產。')
    expect(await page.locator(`[data-request-line="${product}.${ids.GD}"] [data-availability="made-to-order"]`).textContent()).toBe('按訂單生產：6 星期')
    // The share link became this browser's list, the discontinued line with it.
    await expect.poll(async () => decodeLines(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).map((entry) => entry.code)).toEqual([ids.GD, ids.RB2])
    expect(decodeLines(await page.locator('[data-request-form] input[name="lines"]').inputValue()).map((entry) => entry.code)).toEqual([ids.GD, ids.RB2])
    await context.close()
  })

  it('is swapped for its pinned replacement by its button, the quantity kept, in the list and the address', async () => {
    const { en } = origins(testServer().baseUrl)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${en}/request?lines=${encodeLines([line('GD'), line('RB2', { quantity: 40 })])}`)
    const swap = page.locator(`[data-request-line="${product}.${ids.RB2}"] [data-replace-line]`).first()
    await untilHydrated(swap)
    expect(await swap.textContent()).toBe(`Add ${code('MULTI')} instead`)
    // Enter in a field updates the list, never swaps a code.
    await page.locator(`[data-request-line="${product}.${ids.GD}"]`).getByLabel('Quantity').press('Enter')
    expect(await page.locator(`[data-request-line="${product}.${ids.RB2}"]`).count()).toBe(1)
    await swap.click()
    const swapped = page.locator(`[data-request-line="${product}.${ids.MULTI}"]`)
    await swapped.waitFor()
    expect(await page.locator(`[data-request-line="${product}.${ids.RB2}"]`).count()).toBe(0)
    expect(await swapped.getByLabel('Quantity').inputValue()).toBe('40')
    expect(await page.locator('[data-line-discontinued]').count()).toBe(0)
    await expect.poll(async () => decodeLines(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY))).toEqual([line('GD'), line('MULTI', { quantity: 40 })])
    expect(decodeLines(new URL(page.url()).searchParams.get('lines'))).toEqual([line('GD'), line('MULTI', { quantity: 40 })])
    await context.close()
  })
})
