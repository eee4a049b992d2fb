import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { makeJpeg, makePdf } from '../helpers/fixtures'
import { adminSession, api, baseUrl, type Session } from '../helpers/http'

/**
 * Files of inactive content over HTTP: the record (REST, GraphQL) and the
 * file itself are hidden from visitors until something active uses them;
 * the administrator always reads them.
 */

type Doc = Record<string, unknown> & { id: number; url: string }
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let admin: Session
const cleanup: { slug: string; id: number }[] = []
let originalSettings: Record<string, unknown> = {}

async function create(slug: string, data: Record<string, unknown>): Promise<Doc> {
  const reply = await api(`/api/${slug}`, { method: 'POST', body: JSON.stringify(data), session: admin })
  if (reply.status !== 201) throw new Error(`Creating ${slug} failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  const doc = reply.body.doc as Doc
  cleanup.unshift({ slug, id: doc.id })
  return doc
}

async function upload(name: string, type: string, data: Buffer): Promise<Doc> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  const reply = await api('/api/media', { method: 'POST', body: form, session: admin })
  if (reply.status !== 201) throw new Error(`Upload failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  const doc = reply.body.doc as Doc
  cleanup.push({ slug: 'media', id: doc.id })
  return doc
}

const fileStatus = async (doc: Doc, session?: Session) => (await fetch(`${baseUrl()}${new URL(doc.url).pathname}`, { headers: session?.authHeader })).status
const news = (status: string, primaryImage: number, extra: number[] = []) => ({
  title: `Visibility news ${run}`,
  slug: `visibility-${status.toLowerCase()}-${run}-${primaryImage}`,
  status,
  description: 'A description long enough.',
  articleBody: 'An article body that is long enough to be valid.',
  primaryImage,
  media: extra.map((file) => ({ mediaType: 'image', file })),
})

beforeAll(async () => {
  admin = await adminSession()
  originalSettings = (await api('/api/globals/general-settings?depth=0', { session: admin })).body
})

afterAll(async () => {
  if (!admin) return
  await api('/api/globals/general-settings', { method: 'POST', session: admin, body: JSON.stringify({ companyName: originalSettings.companyName ?? 'KINSEN', wechatQr: originalSettings.wechatQr ?? null }) })
  for (const { slug, id } of cleanup) await api(`/api/${slug}/${id}`, { method: 'DELETE', session: admin })
})

describe("an unreleased product's catalogue PDF", () => {
  let pdf: Doc
  let product: Doc

  beforeAll(async () => {
    pdf = await upload(`unreleased-${run}.pdf`, 'application/pdf', makePdf())
    product = await create('products', { name: `Unreleased ${run}`, slug: `unreleased-${run}`, status: 'Inactive', cataloguePdf: pdf.id })
  })

  it('is not downloadable by a visitor, whose API reads of media records are refused', async () => {
    expect(await fileStatus(pdf)).toBe(404)
    expect((await api(`/api/media/${pdf.id}`)).status).toBe(403)
    const listed = await api(`/api/media?where[id][equals]=${pdf.id}`)
    expect(listed.status).toBe(403)
    expect(listed.body.docs).toBeUndefined()
  })

  it('is downloadable by the administrator', async () => {
    expect(await fileStatus(pdf, admin)).toBe(200)
  })

  it('becomes public when the product is activated', async () => {
    const reply = await api(`/api/products/${product.id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ status: 'Active' }) })
    expect(reply.status).toBe(200)
    expect(await fileStatus(pdf)).toBe(200)
    // The file is public now; its record stays an administrator's read.
    expect((await api(`/api/media/${pdf.id}`)).status).toBe(403)
  })

  it('is shared by caches (nginx, a CDN) for SHARED_FILE_CACHE_SECONDS at most (a minute unless set), kept by the browser as the spec says', async () => {
    const response = await fetch(`${baseUrl()}${new URL(pdf.url).pathname}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(`public, max-age=3600, s-maxage=${inject('sharedFileCacheSeconds')}`)
  })

  it('is hidden again at once when the product is deactivated', async () => {
    const reply = await api(`/api/products/${product.id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ status: 'Inactive' }) })
    expect(reply.status).toBe(200)
    expect(await fileStatus(pdf)).toBe(404)
    expect(await fileStatus(pdf, admin)).toBe(200)
  })
})

describe('images of news items and settings', () => {
  it('an image used only by an inactive news item is hidden; used also by an active one it is shown', async () => {
    const image = await upload(`news-only-${run}.jpg`, 'image/jpeg', await makeJpeg(400, 300))
    await create('news-items', news('Inactive', image.id))
    expect(await fileStatus(image)).toBe(404)
    const cover = await upload(`news-cover-${run}.jpg`, 'image/jpeg', await makeJpeg(400, 300))
    await create('news-items', news('Active', cover.id, [image.id]))
    expect(await fileStatus(image)).toBe(200)
    expect(await fileStatus(cover)).toBe(200)
  })

  it('a QR code chosen in the general settings is shown to visitors', async () => {
    const qr = await upload(`wechat-${run}.jpg`, 'image/jpeg', await makeJpeg(200, 200))
    expect(await fileStatus(qr)).toBe(404)
    const saved = await api('/api/globals/general-settings', { method: 'POST', session: admin, body: JSON.stringify({ companyName: originalSettings.companyName ?? 'KINSEN', wechatQr: qr.id }) })
    expect(saved.status).toBe(200)
    expect(await fileStatus(qr)).toBe(200)
  })
})
