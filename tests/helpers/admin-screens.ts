import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { makeJpeg } from './fixtures'
import { api, createDocument, type Session } from './http'
import { signInContext } from './signed-in'
import { testServer } from './test-server'

/** The admin's two interface languages (Payload's codes). */
export const ADMIN_LANGUAGES = ['en', 'zh-TW'] as const
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]

/** A browser context signed in as the test administrator, with the admin interface in `language`. */
export async function signedInAdmin(browser: Browser, language: AdminLanguage, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const baseUrl = testServer().baseUrl
  const context = await browser.newContext({ viewport, locale: language })
  const page = await context.newPage()
  await signInContext(context, baseUrl, { email: inject('adminEmail'), password: inject('adminPassword') })
  await setAdminLanguage(page, language)
  return { context, page }
}

/** Sets the signed-in administrator's interface language, the preference Payload's language selector saves. */
export async function setAdminLanguage(page: Page, language: AdminLanguage) {
  const baseUrl = testServer().baseUrl
  expect((await page.request.post(`${baseUrl}/api/payload-preferences/language`, { data: { value: language }, headers: { origin: baseUrl } })).status()).toBe(200)
}

/** One record of each collection (with Chinese texts), created over REST: the edit screens to visit. */
export async function oneRecordOfEach(admin: Session, run: string): Promise<Record<string, number>> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(640, 480))], { type: 'image/jpeg' }), `screens-${run}.jpg`)
  form.append('_payload', JSON.stringify({ alt: `金線 ${run}` }))
  const media = (await api('/api/media', { method: 'POST', body: form, session: admin })).body.doc as { id: number }
  const category = await createDocument(admin, 'categories', { name: `Metallic threads ${run}`, slug: `metallic-${run}` }, { name: `金屬線 ${run}` })
  const product = await createDocument(
    admin,
    'products',
    { name: `Celestial gold thread for couture embroidery ${run}`, slug: `celestial-gold-thread-for-couture-embroidery-${run}`, description: 'A bright gold thread.', image: media.id, categories: [category.id] },
    { name: `天國金線 ${run}`, description: '明亮的金線。' },
  )
  const itemCode = await createDocument(admin, 'item-codes', { product: product.id, itemCode: `CG-${run}`, composition: '100% Polyester' })
  const galleryCategory = await createDocument(admin, 'gallery-categories', { name: `Colour books ${run}`, slug: `colour-books-${run}` }, { name: `色卡 ${run}` })
  const galleryItem = await createDocument(admin, 'gallery-items', { name: `Embroidered evening gown ${run}`, slug: `embroidered-evening-gown-${run}`, description: 'A gown.', categories: [galleryCategory.id] }, { name: `刺繡晚裝 ${run}` })
  const news = await createDocument(
    admin,
    'news-items',
    { title: `Our stand at the Hong Kong fashion trade fair ${run}`, slug: `trade-fair-${run}`, description: 'Visit our stand at the fair.', articleBody: 'We show our new metallic threads at the fair.', primaryImage: media.id, publishedAt: new Date().toISOString() },
    { title: `香港時裝展覽 ${run}`, description: '歡迎到我們的攤位參觀。', articleBody: '我們會在今年的香港時裝展覽中展示多款新的金屬刺繡線，歡迎業界朋友到場參觀。' },
  )
  const subscriber = await createDocument(admin, 'newsletter-subscribers', { email: `screens-${run}@example.com` })
  const baseUrl = testServer().baseUrl
  const subject = `Quotation for gold thread ${run}`
  const submitted = await api('/api/contact-messages/submit', { method: 'POST', headers: { origin: baseUrl }, body: JSON.stringify({ name: 'Mei Ling Chan', email: 'mei@example.com', subject, message: 'Please quote 200 cones of gold thread.' }) })
  expect(submitted.status).toBe(201)
  const message = (await api(`/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, { session: admin })).body.docs?.[0] as { id: number }
  return {
    media: media.id,
    categories: category.id,
    products: product.id,
    'item-codes': itemCode.id,
    'gallery-categories': galleryCategory.id,
    'gallery-items': galleryItem.id,
    'news-items': news.id,
    'newsletter-subscribers': subscriber.id,
    'contact-messages': message.id,
  }
}

/** The globals' edit screens. */
export const GLOBALS = ['general-settings', 'home-page', 'about-page'] as const

/** Every edit screen of the admin: each record's, each global's, and the account. */
export function editScreens(records: Record<string, number>, userId: number): string[] {
  return [
    ...Object.entries(records).map(([collection, id]) => `/admin/collections/${collection}/${id}`),
    `/admin/collections/users/${userId}`,
    ...GLOBALS.map((slug) => `/admin/globals/${slug}`),
    '/admin/account',
  ]
}

/** The signed-in administrator's id. */
export async function adminId(admin: Session): Promise<number> {
  const me = await api('/api/users/me', { session: admin })
  return (me.body.user as { id: number }).id
}
