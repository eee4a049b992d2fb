import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPage, openAdmin, trackRequests, untilHydrated } from '../helpers/admin-browser'
import { launchChromium } from '../helpers/browser'
import { adminSession, api, createDocument, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 52.1 and 52.4 in the administrator's browser, in both admin languages: the item-code
 * form shows what each availability needs; Payload's own bulk edit on the list (select rows →
 * Edit) sets availability for many codes at once; the list filters by availability and shows it
 * in the admin's words.
 */
let browser: Browser
let admin: Session
beforeAll(async () => {
  admin = await adminSession()
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

const LANGUAGES = [
  {
    lang: 'en',
    admin: 'en',
    edit: 'Edit',
    save: 'Save',
    availability: 'Availability',
    leadTime: 'Lead time (weeks)',
    madeToOrder: 'Made to order',
    discontinued: 'Discontinued',
    inStock: 'In stock',
    leadTimeRequired: 'Give the lead time in weeks',
    updated: '2 Item codes updated successfully',
  },
  {
    lang: 'zh',
    admin: 'zh-TW',
    edit: '編輯',
    save: '儲存',
    availability: '供應情況',
    leadTime: '交貨期（星期）',
    madeToOrder: '按訂單生產',
    discontinued: '已停產',
    inStock: '現貨供應',
    leadTimeRequired: '請填寫交貨期（星期）',
    updated: '已成功更新 2 個貨品編號',
  },
] as const

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const base = () => testServer().baseUrl
const read = async (id: number) => (await api(`/api/item-codes/${id}?depth=0`, { session: admin })).body
const rows = (page: Page) => page.locator('table tbody tr', { hasText: run })

/** Chooses an option of a react-select (Payload's select and relationship fields, the bulk edit's field list) by its whole text. */
async function choose(page: Page, control: ReturnType<Page['locator']>, option: string) {
  await control.click()
  await page.locator('.rs__option').filter({ hasText: new RegExp(`^${option.replace(/[()]/g, '\\$&')}$`) }).first().click()
}

describe.each(LANGUAGES)('item-code availability in the admin ($lang)', (language) => {
  const tag = `${language.lang}-${run}`
  let product: number
  const codes: number[] = []

  beforeAll(async () => {
    product = (await createDocument(admin, 'products', { name: `Availability ${tag}`, slug: `availability-${tag}`, status: 'Active' })).id
    for (const suffix of ['1', '2', '3']) codes.push((await createDocument(admin, 'item-codes', { product, itemCode: `AV-${suffix}-${tag}` })).id)
  })

  it('shows the fields each availability needs, and says what a code made to order lacks', async () => {
    const { context, page } = await adminPage(browser, language.admin)
    const network = trackRequests(page)
    await openAdmin(page, `${base()}/admin/collections/item-codes/${codes[0]}`)
    const field = (name: string) => page.locator(`#field-${name}`)
    await field('availability').waitFor({ timeout: 30_000 })
    expect(await field('leadTimeWeeks').count()).toBe(0)

    await choose(page, field('availability').locator('.rs__control'), language.discontinued)
    await field('discontinuedOn').waitFor({ timeout: 30_000 })
    await field('replacement').waitFor({ timeout: 30_000 })
    expect(await field('leadTimeWeeks').count()).toBe(0)

    await choose(page, field('availability').locator('.rs__control'), language.madeToOrder)
    await field('leadTimeWeeks').waitFor({ timeout: 30_000 })
    await expect.poll(() => field('discontinuedOn').count(), { timeout: 30_000 }).toBe(0)
    await network.settled()
    await page.locator('#action-save').last().click()
    await expect.poll(() => page.locator('.field-error').allTextContents(), { timeout: 30_000 }).toEqual([language.leadTimeRequired])

    await field('leadTimeWeeks').fill('6')
    await network.settled()
    await page.locator('#action-save').last().click()
    await expect.poll(async () => (await read(codes[0]!)).leadTimeWeeks, { timeout: 30_000 }).toBe(6)
    expect((await read(codes[0]!)).availability).toBe('made-to-order')
    await context.close()
  })

  it("sets availability for the selected rows with the list's Edit", async () => {
    const { context, page } = await adminPage(browser, language.admin)
    await openAdmin(page, `${base()}/admin/collections/item-codes?search=${tag}`)
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(3)
    const checkbox = (code: string) => rows(page).filter({ hasText: code }).locator('input[type="checkbox"]')
    await untilHydrated(checkbox(`AV-2-${tag}`))
    await checkbox(`AV-2-${tag}`).check()
    await checkbox(`AV-3-${tag}`).check()
    await page.locator('.edit-many__toggle').getByRole('button', { name: language.edit, exact: true }).click()
    const drawer = page.locator('.edit-many__main')
    await drawer.waitFor({ timeout: 30_000 })
    const fields = drawer.locator('.rs__control').first()
    await choose(page, fields, language.availability)
    await choose(page, fields, language.leadTime)
    await choose(page, drawer.locator('#field-availability .rs__control'), language.madeToOrder)
    await drawer.locator('#field-leadTimeWeeks').fill('7')
    await drawer.getByRole('button', { name: language.save, exact: true }).click()
    await expect.poll(() => page.locator('.payload-toast-container').getByText(language.updated).count(), { timeout: 30_000 }).toBe(1)
    for (const id of codes.slice(1)) expect(await read(id)).toMatchObject({ availability: 'made-to-order', leadTimeWeeks: 7 })
    await context.close()
  })

  it('filters the list by availability, shown in the admin’s words', async () => {
    await api(`/api/item-codes/${codes[2]}`, { method: 'PATCH', session: admin, body: JSON.stringify({ availability: 'in-stock' }) })
    const { context, page } = await adminPage(browser, language.admin)
    await openAdmin(page, `${base()}/admin/collections/item-codes?search=${tag}`)
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(3)
    const filter = page.locator('[data-list-filter="availability"]')
    await untilHydrated(filter)
    await filter.selectOption({ label: language.madeToOrder })
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(2)
    expect(await rows(page).first().textContent()).toContain(language.madeToOrder)
    await filter.selectOption({ label: language.inStock })
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(1)
    expect(await rows(page).textContent()).toContain(`AV-3-${tag}`)
    expect(new URL(page.url()).search).toContain('availability')
    await context.close()
  })
})
