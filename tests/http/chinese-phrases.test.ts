import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, baseUrl, createDocument, getWithHost, type Session } from '../helpers/http'

/**
 * Issue 28.18: Chinese headings break between words, never inside the trade's words or the site's
 * own names, which ICU's dictionary cuts wrongly (極光|金線).
 */
const run = Date.now().toString(36)
let admin: Session

beforeAll(async () => {
  admin = await adminSession()
})

const zhHost = () => `zh.${new URL(baseUrl()).host}`
const headingOf = (html: string) => (/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replaceAll('<!-- -->', '')

describe('Chinese headings', () => {
  it("keeps a product's own Chinese name whole, in its heading and in a category's", async () => {
    const category = await createDocument(admin, 'categories', { name: `Aurora ${run}` }, { name: '極光金線系列' })
    await createDocument(admin, 'products', { name: `Aurora Gold ${run}`, slug: `aurora-${run}`, categories: [category.id] }, { name: '極光金線' })
    const page = await getWithHost(baseUrl(), `/products/aurora-${run}`, zhHost())
    expect(page.status).toBe(200)
    expect(headingOf(page.text)).toBe('極光金線')
  })

  it('never breaks inside a word of the trade', async () => {
    await createDocument(admin, 'products', { name: `Night Glow ${run}`, slug: `night-glow-${run}` }, { name: '絨光夜光線及御品平金線' })
    const heading = headingOf((await getWithHost(baseUrl(), `/products/night-glow-${run}`, zhHost())).text)
    expect(heading.replace(/<wbr\/?>/g, '')).toBe('絨光夜光線及御品平金線')
    expect(heading).not.toMatch(/夜<wbr\/?>光線|平<wbr\/?>金線/)
    expect(heading).toContain('<wbr')
  })
})
