import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, getWithHost, type Session } from '../helpers/http'

/**
 * Issue 13, item 13: the company's identity lives in the general settings
 * only. A save there changes what the cached public pages say (title, Open
 * Graph site name, JSON-LD, description, footer address, the two policy
 * dialogs) in both languages, and an emptied policy falls back to the
 * standard text.
 */
let admin: Session
const run = Date.now().toString(36)
const IDENTITY_FIELDS = ['companyName', 'brandName', 'foundingYear', 'address', 'addressArea', 'privacyPolicy', 'termsOfService'] as const
const saved: Record<string, Record<string, unknown>> = {}

type Locale = 'en' | 'zh-Hant'

async function settingsIn(locale: Locale): Promise<Record<string, unknown>> {
  const reply = await api(`/api/globals/general-settings?locale=${locale}&fallback-locale=none&depth=0`, { session: admin })
  expect(reply.status).toBe(200)
  return reply.body
}

async function saveSettings(locale: Locale, data: Record<string, unknown>) {
  const reply = await api(`/api/globals/general-settings?locale=${locale}`, { method: 'POST', session: admin, body: JSON.stringify(data) })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
}

/** A public page as the visitor gets it, on the English or the Chinese host. */
async function page(path: string, locale: Locale): Promise<string> {
  if (locale === 'en') return (await fetch(`${baseUrl()}${path}`)).text()
  return (await getWithHost(baseUrl(), path, `zh.${new URL(baseUrl()).host}`)).text
}

function headOf(html: string) {
  const meta = (attribute: string) => html.match(new RegExp(`<meta (?:name|property)="${attribute}" content="([^"]*)"`))?.[1]
  const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}') as { '@graph'?: Record<string, unknown>[] }
  const graph = ld['@graph'] ?? []
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: meta('description'),
    siteName: meta('og:site_name'),
    organization: graph.find((entry) => entry['@type'] === 'Organization'),
    website: (graph.find((entry) => entry['@type'] === 'WebPage')?.isPartOf ?? {}) as Record<string, unknown>,
  }
}

/** The HTML escapes of a text in a page (& and quotes in attributes; the client's props carry it as JSON). */
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"')

const IDENTITIES = {
  en: {
    companyName: `Golden Spool Trading ${run} Ltd.`,
    brandName: `Golden Spool ${run}`,
    address: `Unit ${run}, 8 Hung To Road,\nKwun Tong, Kowloon`,
    addressArea: 'Kwun Tong, Kowloon',
    privacyPolicy: `We keep your e-mail address ${run} safe.\n\nWe never sell it.`,
    termsOfService: `Terms ${run} apply.\n\nWe give 30 days’ notice of changes; Hong Kong law governs.`,
    homeTitle: (brand: string) => `${brand} | Premium Metallic Embroidery Threads`,
    aboutDescription: 'Our history since 1977, how metallic yarn is made, and the values behind our threads.',
    contactDescription: 'Ask for a quote, a colour book or samples. Office in Kwun Tong, Kowloon, Hong Kong.',
    standardPrivacy: 'We collect only what you send us',
  },
  'zh-Hant': {
    companyName: `金軸貿易 ${run} 有限公司`,
    brandName: `金軸 ${run}`,
    address: `九龍觀塘鴻圖道8號 ${run} 室`,
    addressArea: '九龍觀塘',
    privacyPolicy: `我們會妥善保管你的電郵地址 ${run}。\n\n我們絕不出售。`,
    termsOfService: `本條款 ${run} 適用。\n\n如有修改會提前 30 天通知；受香港法律管轄。`,
    homeTitle: (brand: string) => `${brand} | 優質金屬刺繡線`,
    aboutDescription: '我們自 1977 年以來的歷史、金屬線的製造方法，以及我們秉持的價值。',
    contactDescription: '查詢報價、色卡或樣本。辦公室位於香港九龍觀塘。',
    standardPrivacy: '我們只收集你提供的資料',
  },
} as const

beforeAll(async () => {
  admin = await adminSession()
  for (const locale of ['en', 'zh-Hant'] as const) {
    const current = await settingsIn(locale)
    saved[locale] = Object.fromEntries(IDENTITY_FIELDS.map((field) => [field, current[field] ?? null]))
  }
})

afterAll(async () => {
  // Later files expect the settings as they found them.
  await saveSettings('en', { ...saved.en, companyName: saved.en?.companyName ?? 'KINSEN' })
  await saveSettings('zh-Hant', saved['zh-Hant'] ?? {})
})

describe('company identity from the settings (issue 13)', () => {
  it('a settings save changes the cached pages’ titles, JSON-LD, descriptions, footer address and policy texts in both languages', async () => {
    // The pages are cached first, so the new values can only come from the save's revalidation.
    for (const locale of ['en', 'zh-Hant'] as const) for (const path of ['/', '/about', '/contact']) await page(path, locale)

    for (const locale of ['en', 'zh-Hant'] as const) {
      const { companyName, brandName, address, addressArea, privacyPolicy, termsOfService } = IDENTITIES[locale]
      await saveSettings(locale, { companyName, brandName, address, addressArea, privacyPolicy, termsOfService, ...(locale === 'en' ? { foundingYear: 1977 } : {}) })
    }

    for (const locale of ['en', 'zh-Hant'] as const) {
      const expected = IDENTITIES[locale]
      await expect.poll(async () => headOf(await page('/', locale)).title, { timeout: 15_000 }).toBe(expected.homeTitle(expected.brandName))
      const home = await page('/', locale)
      const head = headOf(home)
      expect(head.siteName).toBe(expected.brandName)
      expect(head.website.name).toBe(expected.brandName)
      expect(head.organization).toMatchObject({ name: expected.companyName, alternateName: expected.brandName, foundingDate: '1977' })
      // On one line, as structured data wants it (issue 28.19): the English address was typed on two.
      expect(head.organization?.address).toMatchObject({ streetAddress: expected.address.replace(',\n', ', '), addressLocality: expected.addressArea, addressCountry: 'HK' })
      // The header's name, the footer's address and both dialogs' paragraphs.
      expect(decode(home)).toContain(`>${expected.brandName}</span>`)
      expect(decode(home)).toContain(expected.address.split('\n')[0])
      for (const paragraph of [...expected.privacyPolicy.split('\n\n'), ...expected.termsOfService.split('\n\n')]) expect(home).toContain(paragraph)
      expect(home).not.toContain(expected.standardPrivacy)

      const about = headOf(await page('/about', locale))
      expect(about.title).toBe(locale === 'en' ? `About Us | ${expected.brandName}` : `關於我們 | ${expected.brandName}`)
      expect(about.description).toBe(expected.aboutDescription)
      expect(headOf(await page('/contact', locale)).description).toBe(expected.contactDescription)
    }
  })

  it('an emptied policy shows the English one, then the standard text; an unnamed brand leaves the company name', async () => {
    // Chinese left empty shows the English text, as every localized field does.
    await saveSettings('zh-Hant', { privacyPolicy: '' })
    await expect.poll(async () => page('/', 'zh-Hant'), { timeout: 15_000 }).toContain(IDENTITIES.en.privacyPolicy.split('\n\n')[0])
    // Empty in both languages: the standard text of each language.
    await saveSettings('en', { privacyPolicy: '' })
    for (const locale of ['en', 'zh-Hant'] as const) {
      await expect.poll(async () => page('/', locale), { timeout: 15_000 }).toContain(IDENTITIES[locale].standardPrivacy)
    }

    await saveSettings('en', { brandName: '', foundingYear: null })
    await expect.poll(async () => headOf(await page('/about', 'en')).title, { timeout: 15_000 }).toBe(`About Us | ${IDENTITIES.en.companyName}`)
    const about = headOf(await page('/about', 'en'))
    expect(about.description).toBe('Our history, how metallic yarn is made, and the values behind our threads.')
    expect(about.organization?.foundingDate).toBeUndefined()
    // Nothing in the code names the company: its head speaks only of what the settings hold.
    expect(JSON.stringify(headOf(await page('/', 'en')))).not.toMatch(/KINSEN|金泉|1985/)
  })
})
