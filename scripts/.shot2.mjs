import { chromium } from 'playwright-core'
const out = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const shots = [
  ['/', 390, 'home'], ['/', 1280, 'home'],
  ['/products/imperial-goldwork-passing-thread', 390, 'product'], ['/products/imperial-goldwork-passing-thread', 1280, 'product'],
  ['/contact', 390, 'contact'], ['/contact', 1280, 'contact'],
]
for (const [path, width, name] of shots) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } })
  await page.goto(`http://cn.localhost:3100${path}`, { waitUntil: 'networkidle' })
  if (name === 'contact') await page.locator('main form').first().scrollIntoViewIfNeeded()
  if (name === 'product' && width === 1280) await page.mouse.wheel(0, 300)
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${out}/cn-${name}-${width}.jpg`, type: 'jpeg', quality: 72 })
  await page.close()
}
// The admin in Simplified Chinese: a record's texts with the Simplified wording beneath each.
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
const page = await context.newPage()
const login = await page.request.post('http://localhost:3100/api/users/login', { data: { email: 'admin@example.com', password: 'demo-password-123456' }, headers: { origin: 'http://localhost:3100' } })
if (!login.ok()) throw new Error('login ' + login.status())
await page.request.post('http://localhost:3100/api/payload-preferences/language', { data: { value: 'zh' }, headers: { origin: 'http://localhost:3100' } })
const products = await (await page.request.get('http://localhost:3100/api/products?where[slug][equals]=mirror-lame-flat-yarn&depth=0')).json()
const id = products.docs[0].id
await page.goto(`http://localhost:3100/admin/translations/products/${id}`, { waitUntil: 'networkidle' })
await page.locator('[data-translation-entry="description"]').scrollIntoViewIfNeeded()
await page.screenshot({ path: `${out}/admin-cn-own-wording-1280.jpg`, type: 'jpeg', quality: 72 })
await page.goto('http://localhost:3100/admin/translations', { waitUntil: 'networkidle' })
await page.locator('[data-simplified-overview]').scrollIntoViewIfNeeded()
await page.screenshot({ path: `${out}/admin-cn-overview-1280.jpg`, type: 'jpeg', quality: 72 })
await page.request.post('http://localhost:3100/api/payload-preferences/language', { data: { value: 'en' }, headers: { origin: 'http://localhost:3100' } })
await browser.close()
