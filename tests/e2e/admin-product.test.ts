import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { resetAdminLanguages, openAdmin } from '../helpers/admin-browser'
import { launchChromium } from '../helpers/browser'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api } from '../helpers/http'
import { testServer } from '../helpers/test-server'


let browser: Browser
let page: Page

beforeAll(async () => {
  // This file speaks to the admin in English, in English content.
  await resetAdminLanguages((await adminSession()).authHeader)
  browser = await launchChromium()
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
})
afterAll(async () => browser?.close())

describe('administrator in Chromium', () => {
  it('logs in, creates a product with an image, and finds it in the list', async () => {
    const baseUrl = testServer().baseUrl
    const name = `Celestial Gold ${Date.now().toString(36)}`
    const slug = name.toLowerCase().replace(/\s+/g, '-')
    const imagePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-')), 'celestial-gold.jpg')
    fs.writeFileSync(imagePath, await makeJpeg(800, 600))

    await page.goto(`${baseUrl}/admin/login`)
    await page.locator('input[name="email"]').fill(inject('adminEmail'))
    await page.locator('input[name="password"]').fill(inject('adminPassword'))
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 })

    await openAdmin(page, `${baseUrl}/admin/collections/products/create`)
    await page.locator('input[name="name"]').fill(name)
    await page.locator('input[name="slug"]').fill(slug)

    // The main image: create a new media file in the upload drawer.
    const imageField = page.locator('#field-image')
    await imageField.getByRole('button', { name: /create new/i }).click()
    const drawer = page.locator('.drawer__content').last()
    await drawer.locator('input[type="file"]').setInputFiles(imagePath)
    await drawer.locator('#action-save').click()
    await expect.poll(async () => imageField.getByText('celestial-gold').count(), { timeout: 30_000 }).toBeGreaterThan(0)

    await page.locator('#action-save').last().click()
    await page.waitForURL(/\/admin\/collections\/products\/\d+/, { timeout: 30_000 })

    await openAdmin(page, `${baseUrl}/admin/collections/products?search=${encodeURIComponent(name)}`)
    const row = page.locator('table tbody tr', { hasText: name })
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1)

    // And the API agrees: the product is stored with its image.
    // As the admin's own pages ask: the session cookie, from the site's origin (Payload's CSRF check).
    const response = await page.request.get(`${baseUrl}/api/products?where[slug][equals]=${slug}&depth=1`, { headers: { origin: baseUrl } })
    const body = (await response.json()) as { docs: { name: string; image?: { mimeType?: string } }[] }
    expect(body.docs[0]?.name).toBe(name)
    expect(body.docs[0]?.image?.mimeType).toBe('image/jpeg')
  })
})

describe('reorder mode in the admin', () => {
  it('discards, then saves a new order of product categories', async () => {
    const baseUrl = testServer().baseUrl
    const run = Date.now().toString(36)
    const session = await adminSession()
    for (const name of ['Alpha', 'Beta']) {
      expect((await api('/api/categories', { method: 'POST', session, body: JSON.stringify({ name: `${name} ${run}` }) })).status).toBe(201)
    }
    await openAdmin(page, `${baseUrl}/admin/collections/categories`)
    await page.getByRole('button', { name: 'Reorder Items' }).click()
    const list = page.getByTestId('reorder-list')
    await expect.poll(() => list.getByText(`Beta ${run}`).count()).toBe(1)
    const titles = async () => (await list.locator('li').allTextContents()).filter((text) => text.includes(run))
    expect((await titles())[0]).toContain('Alpha')
    await page.getByRole('button', { name: `Move up: Beta ${run}` }).click()
    expect((await titles())[0]).toContain('Beta')
    await page.getByRole('button', { name: 'Discard' }).click()
    await expect.poll(() => page.getByText('Display order changes discarded').count()).toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Reorder Items' }).click()
    await expect.poll(() => list.getByText(`Beta ${run}`).count()).toBe(1)
    expect((await titles())[0]).toContain('Alpha')
    await page.getByRole('button', { name: `Move up: Beta ${run}` }).click()
    await page.getByRole('button', { name: 'Save Order' }).click()
    await expect.poll(() => page.getByText('Category order updated').count()).toBeGreaterThan(0)
    const saved = await api(`/api/categories?sort=displayOrder&limit=100&where[name][like]=${run}`, { session })
    expect(saved.body.docs?.map((doc) => doc.name)).toEqual([`Beta ${run}`, `Alpha ${run}`])
  })
})

describe('activate and deactivate from the product list', () => {
  it('deactivates a product (it leaves the public site) and activates it again', async () => {
    const baseUrl = testServer().baseUrl
    const run = Date.now().toString(36)
    const session = await adminSession()
    const created = await api('/api/products', { method: 'POST', session, body: JSON.stringify({ name: `Toggle ${run}`, slug: `toggle-${run}` }) })
    expect(created.status).toBe(201)
    expect((await fetch(`${baseUrl}/products/toggle-${run}`)).status).toBe(200)

    await page.goto(`${baseUrl}/admin/collections/products?search=${encodeURIComponent(`Toggle ${run}`)}`)
    const row = page.locator('table tbody tr', { hasText: `Toggle ${run}` })
    await row.getByRole('button', { name: 'Deactivate' }).click()
    await expect.poll(() => page.getByText('Product deactivated successfully').count()).toBeGreaterThan(0)
    await expect.poll(async () => (await fetch(`${baseUrl}/products/toggle-${run}`)).status).toBe(404)

    await row.getByRole('button', { name: 'Activate' }).click()
    await expect.poll(() => page.getByText('Product activated successfully').count()).toBeGreaterThan(0)
    await expect.poll(async () => (await fetch(`${baseUrl}/products/toggle-${run}`)).status).toBe(200)
  })
})

describe('preview and delete from the product form', () => {
  it('previews the public page in a new tab, then deletes the product and its item codes', async () => {
    const baseUrl = testServer().baseUrl
    const run = Date.now().toString(36)
    const session = await adminSession()
    const created = await api('/api/products', { method: 'POST', session, body: JSON.stringify({ name: `Doomed ${run}`, slug: `doomed-${run}` }) })
    const id = (created.body.doc as { id: number }).id
    for (const code of ['D1', 'D2']) {
      expect((await api('/api/item-codes', { method: 'POST', session, body: JSON.stringify({ product: id, itemCode: `${code}-${run}` }) })).status).toBe(201)
    }

    await openAdmin(page, `${baseUrl}/admin/collections/products/${id}`)
    const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Preview' }).first().click()])
    await preview.waitForLoadState()
    expect(new URL(preview.url()).pathname).toBe(`/products/doomed-${run}`)
    await preview.close()

    await page.locator('.doc-controls .popup-button').last().click()
    await page.getByRole('button', { name: /^delete$/i }).first().click()
    await page.getByRole('button', { name: /^confirm$/i }).click()
    await page.waitForURL(/\/admin\/collections\/products(\?|$)/, { timeout: 30_000 })
    expect((await api(`/api/products/${id}`, { session })).status).toBe(404)
    const codes = await api(`/api/item-codes?where[itemCode][like]=${run}`, { session })
    expect(codes.body.docs).toEqual([])
  })
})
