import { beforeAll, describe, expect, it } from 'vitest'
import { makeJpeg, makePdf } from '../helpers/fixtures'
import { adminSession, api, baseUrl, createDocument, getWithHost, type Session } from '../helpers/http'

/**
 * Issue 30.3, certificates and safety documents, over HTTP in both languages: /documents lists the
 * Active ones within their validity by kind, each product page its own; one expired, not yet valid
 * or inactive is on neither; the file must be a PDF; a day is kept as its first moment in Hong Kong;
 * anonymous API reads are refused; a save shows at once.
 */
let admin: Session
const run = Date.now().toString(36)
const DAY = 24 * 60 * 60 * 1000
const host = (language: 'en' | 'zh') => (language === 'zh' ? `zh.${new URL(baseUrl()).host}` : new URL(baseUrl()).host)
const get = (language: 'en' | 'zh', path: string) => getWithHost(baseUrl(), path, host(language))
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()
/** The documents a page lists, by the kind they are listed under (the product page's own list as "product"). */
const listed = (html: string) =>
  [...html.matchAll(/<ul [^>]*data-(?:document-kind="([^"]+)"|product-documents)[^>]*>([\s\S]*?)<\/ul>/g)].map((match) => ({
    kind: match[1] ?? 'product',
    titles: [...match[2]!.matchAll(/<h3[^>]*><a [^>]*>([^<]+)<\/a><\/h3>/g)].map((title) => title[1]!),
  }))
const ours = (html: string) => listed(html).map(({ kind, titles }) => ({ kind, titles: titles.filter((title) => title.includes(run)) })).filter(({ titles }) => titles.length > 0)

let pdfUrl: string
let pdfId: number
let imageId: number
let productSlug: string
let expiringId: number

async function upload(name: string, type: string, data: Buffer): Promise<{ id: number; url: string }> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  const reply = await api('/api/media', { method: 'POST', body: form, session: admin })
  if (reply.status !== 201) throw new Error(`Upload failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body.doc as { id: number; url: string }
}

beforeAll(async () => {
  admin = await adminSession()
  const pdf = await upload(`certificate-${run}.pdf`, 'application/pdf', makePdf())
  pdfId = pdf.id
  pdfUrl = new URL(pdf.url, baseUrl()).pathname
  imageId = (await upload(`certificate-${run}.jpg`, 'image/jpeg', await makeJpeg(40, 40))).id
  productSlug = `documented-gold-${run}`
  const product = await createDocument(admin, 'products', { name: `Documented Gold ${run}`, slug: productSlug, status: 'Active' }, { name: `有證書金線 ${run}` })
  const document = (title: string, zh: string, data: object) => createDocument(admin, 'documents', { title: `${title} ${run}`, file: pdfId, status: 'Active', ...data }, { title: `${zh} ${run}`, issuer: '測試機構' })
  await document('Oeko certificate', '環保證書', { kind: 'certificate', issuer: 'Test Institute', number: `OK-${run}`, validFrom: inDays(-30), validUntil: inDays(200), products: [product.id] })
  expiringId = (await document('Expiring certificate', '即將屆滿證書', { kind: 'certificate', validUntil: inDays(10), products: [product.id] })).id
  await document('Expired certificate', '已屆滿證書', { kind: 'certificate', validUntil: inDays(-2), products: [product.id] })
  await document('Future certificate', '未生效證書', { kind: 'certificate', validFrom: inDays(5), products: [product.id] })
  await document('Withdrawn report', '已撤回報告', { kind: 'test-report', status: 'Inactive', products: [product.id] })
  await document('Thread guide', '繡線指南', { kind: 'brochure' })
  await document('Film yarn safety sheet', '薄膜紗線安全數據表', { kind: 'safety-data-sheet', products: [product.id] })
})

describe.each([
  ['en', 'Oeko certificate', 'Film yarn safety sheet', 'Expiring certificate', 'Thread guide', 'Certificates', 'Covers', 'All our threads', 'Certificates &amp; documents', 'Certificates &amp; Documents'],
  ['zh', '環保證書', '薄膜紗線安全數據表', '即將屆滿證書', '繡線指南', '證書', '適用產品', '所有繡線', '證書及文件', '證書及文件'],
] as const)('certificates and documents (%s)', (language, oeko, safety, expiring, guide, certificates, covers, allThreads, productTitle, footerLink) => {
  it('lists the Active documents valid today by kind, with their file, the products they cover and their figures', async () => {
    const page = await get(language, '/documents')
    expect(page.status).toBe(200)
    expect(ours(page.text)).toEqual([
      { kind: 'certificate', titles: [`${expiring} ${run}`, `${oeko} ${run}`].sort() },
      { kind: 'safety-data-sheet', titles: [`${safety} ${run}`] },
      { kind: 'brochure', titles: [`${guide} ${run}`] },
    ])
    expect(page.text).toMatch(new RegExp(`<h2 id="certificate"[^>]*>${certificates}</h2>`))
    const card = page.text.slice(page.text.indexOf(`${oeko} ${run}`) - 400, page.text.indexOf(`${oeko} ${run}`) + 2_500)
    expect(card).toContain(`href="${pdfUrl}"`)
    expect(card).toContain(`OK-${run}`)
    expect(card).toMatch(new RegExp(`<dt[^>]*>${covers}</dt><dd[^>]*><span><a [^>]*href="/products/${productSlug}"`))
    const brochure = page.text.slice(page.text.indexOf(`${guide} ${run}`), page.text.indexOf(`${guide} ${run}`) + 2_000)
    expect(brochure).toContain(allThreads)
    // Linked from every page's footer.
    expect(page.text).toMatch(new RegExp(`<a [^>]*href="/documents"[^>]*>${footerLink}</a>`))
  })

  it("shows each product's valid documents on its page, and none that is expired, not yet valid or inactive", async () => {
    const page = await get(language, `/products/${productSlug}`)
    expect(page.status).toBe(200)
    expect(page.text).toMatch(new RegExp(`<h2 id="product-documents"[^>]*>${productTitle}</h2>`))
    // By kind, then title.
    expect(ours(page.text)).toEqual([{ kind: 'product', titles: [...[`${expiring} ${run}`, `${oeko} ${run}`].sort(), `${safety} ${run}`] }])
  })
})

describe('the documents collection', () => {
  it('is refused to anonymous API reads; staff read every document', async () => {
    expect((await api(`/api/documents?where[title][contains]=${run}`)).status).toBe(403)
    const staff = await api(`/api/documents?where[title][contains]=${run}&limit=50`, { session: admin })
    expect(staff.status).toBe(200)
    expect((staff.body.docs as unknown[]).length).toBe(7)
  })

  it("keeps a picked day as noon UTC of that day, whatever the browser's time zone, and refuses an end before the start", async () => {
    // Noon of 1 March as a browser in Hong Kong sends it.
    const saved = await api(`/api/documents/${expiringId}`, { method: 'PATCH', session: admin, body: JSON.stringify({ validUntil: '2027-03-01T04:00:00.000Z' }) })
    expect(saved.status).toBe(200)
    expect((saved.body.doc as { validUntil: string }).validUntil).toBe('2027-03-01T12:00:00.000Z')
    const refused = await api(`/api/documents/${expiringId}`, { method: 'PATCH', session: admin, body: JSON.stringify({ validFrom: '2027-03-05T00:00:00.000Z' }) })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('The end of validity must come after its start')
  })

  it('takes only a PDF as its file', async () => {
    const refused = await api('/api/documents', { method: 'POST', session: admin, body: JSON.stringify({ title: `Picture ${run}`, kind: 'brochure', file: imageId }) })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Choose the PDF file of this document')
    const missing = await api('/api/documents', { method: 'POST', session: admin, body: JSON.stringify({ title: `No file ${run}`, kind: 'brochure' }) })
    expect(missing.status).toBe(400)
  })

  // Issue 50.6: site search finds documents by title, issuer, number and kind, in both languages; never one not shown.
  it('is found by the site search: by its kind in words or abbreviation, its issuer and its number, only while shown', async () => {
    const titles = async (language: 'en' | 'zh', query: string) => {
      const html = (await get(language, `/search?q=${encodeURIComponent(query)}`)).text
      const group = /<section[^>]*data-search-group="documents"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
      return [...group.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, '')).filter((title) => title.includes(run))
    }
    expect(await titles('en', 'safety data sheet')).toEqual([`Film yarn safety sheet ${run}`])
    expect(await titles('en', 'SDS')).toEqual([`Film yarn safety sheet ${run}`])
    expect(await titles('en', `OK-${run}`)).toEqual([`Oeko certificate ${run}`])
    expect(await titles('en', 'Test Institute')).toContain(`Oeko certificate ${run}`)
    const certificates = await titles('zh', '證書')
    expect(certificates).toContain(`環保證書 ${run}`)
    // Expired, not yet valid and inactive documents are not found.
    expect(certificates.some((title) => title.startsWith('已屆滿證書') || title.startsWith('未生效證書'))).toBe(false)
    expect(await titles('en', 'Withdrawn report')).toEqual([])
  })

  // Issue 50.10: an expired certificate's PDF stops opening at its address on its "valid until" day.
  it('serves the file of an expired document to nobody but staff, and records when a valid one\'s file stops being public', async () => {
    const expiredPdf = await upload(`expired-${run}.pdf`, 'application/pdf', makePdf())
    const lapsed = await createDocument(admin, 'documents', { title: `Lapsed certificate ${run}`, kind: 'certificate', file: expiredPdf.id, status: 'Active', validUntil: inDays(-1) })
    const expiredPath = new URL(expiredPdf.url, baseUrl()).pathname
    expect((await fetch(`${baseUrl()}${expiredPath}`)).status).toBe(404)
    expect((await fetch(`${baseUrl()}${expiredPath}`, { headers: admin.authHeader })).status).toBe(200)

    const validPdf = await upload(`valid-${run}.pdf`, 'application/pdf', makePdf())
    const until = inDays(3)
    const current = await createDocument(admin, 'documents', { title: `Current certificate ${run}`, kind: 'certificate', file: validPdf.id, status: 'Active', validUntil: until })
    expect((await fetch(`${baseUrl()}${new URL(validPdf.url, baseUrl()).pathname}`)).status).toBe(200)
    const media = await api(`/api/media/${validPdf.id}?depth=0`, { session: admin })
    // The Hong Kong start of the "valid until" day (noon UTC of that day, less 20 hours).
    expect(media.body.publicUntil).toBe(new Date(Date.parse(`${until.slice(0, 10)}T12:00:00.000Z`) - 20 * 3600_000).toISOString())
    // Out of the other tests' lists.
    for (const { id } of [lapsed, current]) expect((await api(`/api/documents/${id}`, { method: 'DELETE', session: admin })).status).toBe(200)
  })

  it('a save shows on the public page at once: a document made inactive leaves it', async () => {
    expect((await api(`/api/documents/${expiringId}`, { method: 'PATCH', session: admin, body: JSON.stringify({ status: 'Inactive' }) })).status).toBe(200)
    await expect.poll(async () => ours((await get('en', '/documents')).text).find((group) => group.kind === 'certificate')?.titles, { timeout: 30_000 }).toEqual([`Oeko certificate ${run}`])
  })
})
