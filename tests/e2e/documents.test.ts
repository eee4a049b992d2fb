import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { makePdf } from '../helpers/fixtures'
import { adminSession, api, createDocument } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 30.3 in the browser: /documents without JavaScript at 390 and 1280 px in both languages —
 * a kind's link moves to its section, a document's title opens its PDF — and axe finds nothing serious.
 */
const run = Date.now().toString(36)
let browser: Browser
let pdfPath: string

beforeAll(async () => {
  const admin = await adminSession()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(makePdf())], { type: 'application/pdf' }), `browser-certificate-${run}.pdf`)
  form.append('_payload', JSON.stringify({ alt: 'Certificate' }))
  const uploaded = await api('/api/media', { method: 'POST', body: form, session: admin })
  const file = uploaded.body.doc as { id: number; url: string }
  pdfPath = new URL(file.url, 'http://x').pathname
  await createDocument(admin, 'documents', { title: `Browser certificate ${run}`, kind: 'certificate', file: file.id, status: 'Active', issuer: 'Test Institute', number: `BC-${run}` }, { title: `瀏覽器證書 ${run}` })
  await createDocument(admin, 'documents', { title: `Browser test report ${run}`, kind: 'test-report', file: file.id, status: 'Active' }, { title: `瀏覽器測試報告 ${run}` })
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

describe.each([
  ['en', VIEWPORTS.desktop, 'Test reports', 'Browser certificate'],
  ['zh', VIEWPORTS.mobile, '測試報告', '瀏覽器證書'],
] as const)('certificates and documents (%s)', (language, viewport, reports, certificate) => {
  it('works without JavaScript: a kind opens its section, a title its PDF', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport })
    const page = await context.newPage()
    await page.goto(`${origins(testServer().baseUrl)[language]}/documents`)
    await page.getByRole('link', { name: new RegExp(`^${reports} \\(\\d+\\)$`) }).click()
    expect(new URL(page.url()).hash).toBe('#test-report')
    const link = page.locator('[data-document] h3 a', { hasText: `${certificate} ${run}` })
    expect(await link.getAttribute('href')).toBe(pdfPath)
    // Fetched from Node, where zh.localhost does not resolve: the file's address is the same on both hosts.
    const response = await page.request.get(new URL(pdfPath, origins(testServer().baseUrl).en).toString())
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    await context.close()
    const scripted = await browser.newContext({ viewport })
    const documents = await scripted.newPage()
    await documents.goto(`${origins(testServer().baseUrl)[language]}/documents`)
    expect(await seriousViolations(documents)).toEqual([])
    await scripted.close()
  })
})
