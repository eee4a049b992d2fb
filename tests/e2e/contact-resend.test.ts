import type { Browser, Page } from 'playwright-core'
import { openAdmin } from '../helpers/admin-browser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../helpers/browser'
import { OWN_SITE_ADMIN, startOwnSite, type OwnSite } from '../helpers/own-site'

let browser: Browser
let page: Page
let site: OwnSite

beforeAll(async () => {
  // No SMTP_URL: every message ends as "Not sent: no mail server configured", which may be resent.
  site = await startOwnSite('contact-resend-ui', {})
  browser = await launchChromium()
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe('delivery status and Resend in the admin', () => {
  it('shows the status in the list and resends from the message, with a toast', async () => {
    const saved = await site.api('/api/globals/general-settings', {
      admin: true,
      method: 'POST',
      body: JSON.stringify({ companyName: 'KINSEN', contactEmail: 'sales@kinsen.example', infoEmail: 'info@kinsen.example' }),
    })
    expect(saved.status).toBe(200)
    const subject = `Resend in admin ${Date.now().toString(36)}`
    const submitted = await site.api('/api/contact-messages/submit', {
      method: 'POST',
      body: JSON.stringify({ name: 'Mei Ling Chan', email: 'mei@example.com', subject, message: 'Please quote 200 cones of gold thread.' }),
    })
    expect(submitted.status).toBe(201)
    const find = async () => (await site.api(`/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, { admin: true })).body.docs?.[0]
    await expect.poll(async () => (await find())?.deliveryStatus, { timeout: 20_000, interval: 250 }).toBe('not-configured')
    const message = await find()

    await page.goto(`${site.url}/admin/login`)
    await page.locator('input[name="email"]').fill(OWN_SITE_ADMIN.email)
    await page.locator('input[name="password"]').fill(OWN_SITE_ADMIN.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 })

    await openAdmin(page, `${site.url}/admin/collections/contact-messages`)
    const row = page.locator('table tbody tr', { hasText: subject })
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('Not sent: no mail server configured')

    await openAdmin(page, `${site.url}/admin/collections/contact-messages/${String(message?.id)}`)
    const resend = page.getByRole('button', { name: 'Resend' })
    await resend.waitFor({ timeout: 30_000 })
    await resend.click()
    await expect.poll(() => page.getByText('Message queued for sending again').count(), { timeout: 10_000 }).toBeGreaterThan(0)
    // Tried again: still no mail server, so the same status, after a fresh first attempt.
    await expect.poll(async () => (await find())?.lastAttemptAt, { timeout: 20_000, interval: 250 }).not.toBe(message?.lastAttemptAt)
    const resent = await find()
    expect(resent?.deliveryStatus).toBe('not-configured')
    expect(resent?.attempts).toBe(1)
  }, 120_000)
})
