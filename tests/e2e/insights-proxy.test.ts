import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNginx, temporaryPrefix, writeProxyConfig } from '../../scripts/lib/proxy.mjs'
import { launchChromium } from '../helpers/browser'
import { startOwnSite, type OwnSite } from '../helpers/own-site'
import { freePort } from '../helpers/ports'

/**
 * Issue 32: a product page nginx answers from its cache never reaches the app, and is counted
 * all the same, by the beacon its script sends once loaded. A site of its own behind the
 * production proxy (deploy/nginx), whose SITE_URL is the proxy's address, as in production.
 */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
let site: OwnSite
let proxy: ChildProcess
let prefix: string
let proxyUrl: string
let browser: Browser

beforeAll(async () => {
  const port = await freePort()
  proxyUrl = `http://localhost:${port}`
  site = await startOwnSite('insights-proxy', { SITE_URL: proxyUrl, TRUST_PROXY: '1' })
  prefix = temporaryPrefix('insights-proxy')
  const config = writeProxyConfig({ prefix, listen: port, upstream: `127.0.0.1:${new URL(site.url).port}`, pageTtlSeconds: 300, workers: 1, siteUrl: proxyUrl })
  proxy = await startNginx({ config, port, prefix, stdio: 'ignore' })
  browser = await launchChromium()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  proxy?.kill('SIGQUIT')
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true })
  await site?.stop()
})

describe('a page from the cache', () => {
  it('is counted by its beacon, though the app never rendered it for this visit', async () => {
    const slug = 'cached-gold-thread'
    expect((await site.api('/api/products', { admin: true, method: 'POST', body: JSON.stringify({ name: 'Cached Gold Thread', slug, status: 'Active' }) })).status).toBe(201)
    // Warmed until nginx answers it from its cache.
    await expect
      .poll(async () => (await fetch(`${proxyUrl}/products/${slug}`)).headers.get('x-cache-status'), { timeout: 30_000 })
      .toBe('HIT')

    const context = await browser.newContext({ userAgent: PERSON })
    const page = await context.newPage()
    const beacon = page.waitForResponse((response) => response.url().endsWith('/api/insights/beacon'), { timeout: 30_000 })
    const visit = await page.goto(`${proxyUrl}/products/${slug}`)
    expect(visit?.headers()['x-cache-status']).toBe('HIT')
    expect((await beacon).status()).toBe(204)
    await context.close()

    const summary = (await site.api('/api/insights/summary', { admin: true })).body as { top: { products: { key: string; count: number }[] } }
    expect(summary.top.products).toEqual([expect.objectContaining({ key: slug, count: 1 })])
  })
})
