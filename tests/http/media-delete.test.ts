import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, type Session } from '../helpers/http'
import { REFUSAL, refuseDeletes } from '../helpers/refuse-deletes'
import { testServer } from '../helpers/test-server'

/**
 * Issue 12, files are never lost by accident: a media file that a record or
 * a setting uses cannot be deleted (409, naming its users, in the
 * administrator's language) and stays readable with all its sizes; the
 * library counts each file's users and filters the unused ones; an unused
 * file is deleted with its sizes, and nothing is left in the holding folder.
 */
type Media = { id: number; filename: string; usageCount: number; sizes: Record<string, { filename: string | null }> }
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const mediaDir = () => path.join(testServer().dataDir, 'media')
const holdingDir = () => path.join(testServer().dataDir, 'media-held')
let admin: Session

async function upload(name: string): Promise<Media> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(900, 600))], { type: 'image/jpeg' }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  const reply = await api('/api/media', { method: 'POST', body: form, session: admin })
  expect(reply.status).toBe(201)
  return reply.body.doc as Media
}

const media = async (id: number) => (await api(`/api/media/${id}?depth=0`, { session: admin })).body as unknown as Media
const storedFiles = (doc: Media) => [doc.filename, ...Object.values(doc.sizes).map((size) => size.filename)].filter((name): name is string => Boolean(name))
const onDisk = (name: string) => fs.existsSync(path.join(mediaDir(), name))

async function createProduct(name: string, image: number): Promise<number> {
  const reply = await api('/api/products?locale=en', { method: 'POST', body: JSON.stringify({ name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}`, description: 'A thread.', image }), session: admin })
  expect(reply.status).toBe(201)
  return (reply.body.doc as { id: number }).id
}

beforeAll(async () => {
  admin = await adminSession()
})

describe('a media file in use', () => {
  let file: Media
  let productId: number
  const productName = `Used Gold ${run}`

  beforeAll(async () => {
    file = await upload(`used-${run}.jpg`)
    productId = await createProduct(productName, file.id)
  })

  it('counts its users', async () => {
    expect((await media(file.id)).usageCount).toBe(1)
    const unused = await api(`/api/media?where[usageCount][equals]=0&where[id][equals]=${file.id}`, { session: admin })
    expect(unused.body.totalDocs).toBe(0)
  })

  it('is refused with the records that use it, in English', async () => {
    const reply = await api(`/api/media/${file.id}`, { method: 'DELETE', session: admin })
    expect(reply.status).toBe(409)
    const error = (reply.body.errors as { message: string; data?: { usedBy?: { kind: string; title: string; href: string }[] } }[])[0]!
    expect(error.message).toBe(`This file cannot be deleted because it is in use: Product “${productName}”. Remove it from there first, or choose another file there.`)
    expect(error.data?.usedBy).toEqual([{ kind: 'Product', title: productName, href: `/admin/collections/products/${productId}`, active: true }])
  })

  it('is refused in Chinese for a Chinese-speaking administrator', async () => {
    const reply = await api(`/api/media/${file.id}`, { method: 'DELETE', session: admin, headers: { 'Accept-Language': 'zh-TW' } })
    expect(reply.status).toBe(409)
    expect((reply.body.errors as { message: string }[])[0]!.message).toBe(`此檔案正在使用中，無法刪除：產品「${productName}」。請先從這些項目移除此檔案，或改用其他檔案。`)
  })

  it('is refused in a bulk delete too, and the other files of the bulk delete go', async () => {
    const spare = await upload(`spare-${run}.jpg`)
    const reply = await api(`/api/media?where[id][in]=${file.id},${spare.id}`, { method: 'DELETE', session: admin })
    expect(reply.body.docs).toEqual([expect.objectContaining({ id: spare.id })])
    expect((reply.body.errors as unknown as { id: number }[]).map((error) => error.id)).toEqual([file.id])
  })

  it('keeps the file and every size on disk and readable', async () => {
    const doc = await media(file.id)
    expect(doc.id).toBe(file.id)
    for (const name of storedFiles(doc)) {
      expect(onDisk(name), name).toBe(true)
      expect((await api(`/api/media/file/${encodeURIComponent(name)}`, { session: admin })).status, name).toBe(200)
    }
  })

  it('can be deleted, with all its sizes, once nothing uses it', async () => {
    const names = storedFiles(await media(file.id))
    expect((await api(`/api/products/${productId}`, { method: 'DELETE', session: admin })).status).toBe(200)
    expect((await media(file.id)).usageCount).toBe(0)
    const listed = await api(`/api/media?where[usageCount][equals]=0&where[id][equals]=${file.id}`, { session: admin })
    expect(listed.body.totalDocs).toBe(1)
    expect((await api(`/api/media/${file.id}`, { method: 'DELETE', session: admin })).status).toBe(200)
    expect(names.filter(onDisk)).toEqual([])
    // The holding folder is emptied once the delete has settled.
    await expect.poll(() => fs.existsSync(path.join(holdingDir(), String(file.id))), { timeout: 10_000 }).toBe(false)
  })
})

describe('a media file that only an earlier version uses', () => {
  // Issue 27.2: replacing a picture leaves the old one in the record's history; the history must not keep it forever.
  it('is deleted once the product shows another picture, and the product and its history stay readable', async () => {
    const old = await upload(`replaced-${run}.jpg`)
    const current = await upload(`replacing-${run}.jpg`)
    const product = await createProduct(`Replaced Picture ${run}`, old.id)
    expect((await api(`/api/products/${product}?locale=en`, { method: 'PATCH', body: JSON.stringify({ image: current.id }), session: admin })).status).toBe(200)
    expect((await media(old.id)).usageCount).toBe(0)
    const names = storedFiles(await media(old.id))
    const reply = await api(`/api/media/${old.id}`, { method: 'DELETE', session: admin })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(names.filter(onDisk)).toEqual([])
    expect((await api(`/api/products/${product}?depth=0`, { session: admin })).body.image).toBe(current.id)
    const history = await api(`/api/products/versions?where[parent][equals]=${product}&depth=0`, { session: admin })
    expect(history.status).toBe(200)
    const versions = history.body.docs as { id: string; version: { image?: unknown } }[]
    const before = versions.find((version) => version.version.image === old.id || version.version.image === null)
    expect(before, JSON.stringify(versions.map((version) => version.version.image))).toBeDefined()
    // The version from before the change no longer names the deleted file: restored, the product has no picture (it is optional) until one is chosen.
    expect(before!.version.image).toBeNull()
    const restored = await api(`/api/products/versions/${before!.id}?locale=en&depth=0`, { method: 'POST', session: admin })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    expect((await api(`/api/products/${product}?depth=0`, { session: admin })).body.image).toBeNull()
  })

  it('is deleted once the home page carousel shows another picture', async () => {
    const old = await upload(`slide-old-${run}.jpg`)
    const current = await upload(`slide-new-${run}.jpg`)
    const settings = (await api('/api/globals/general-settings?depth=0', { session: admin })).body as { companyName?: string; carouselSlides?: { image: number; id?: string }[] }
    const companyName = settings.companyName || 'KINSEN Metallic Threads'
    const slides = settings.carouselSlides ?? []
    const save = (image: number) =>
      api('/api/globals/general-settings?locale=en', { method: 'POST', body: JSON.stringify({ companyName, carouselSlides: [...slides.map(({ id: _id, ...slide }) => slide), { image }] }), session: admin })
    const first = await save(old.id)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect((await save(current.id)).status).toBe(200)
    expect((await media(old.id)).usageCount).toBe(0)
    const reply = await api(`/api/media/${old.id}`, { method: 'DELETE', session: admin })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const history = await api('/api/globals/general-settings/versions?depth=0&sort=-createdAt&limit=5', { session: admin })
    expect(history.status).toBe(200)
    // The version that showed the deleted picture is restored with that slide waiting for a new picture, which the next save asks for.
    const withOld = (history.body.docs as { id: string; version: { carouselSlides?: { image: number | null }[] } }[]).find((version) => version.version.carouselSlides?.length === slides.length + 1 && version.version.carouselSlides.at(-1)?.image === null)
    expect(withOld).toBeDefined()
    const restored = await api(`/api/globals/general-settings/versions/${withOld!.id}?locale=en`, { method: 'POST', session: admin })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    const afterRestore = (await api('/api/globals/general-settings?depth=0', { session: admin })).body as { carouselSlides: { id?: string; image: number | null }[] }
    expect(afterRestore.carouselSlides.at(-1)?.image).toBeNull()
    const asked = await api('/api/globals/general-settings?locale=en', { method: 'POST', body: JSON.stringify({ companyName, carouselSlides: afterRestore.carouselSlides.map(({ id: _id, ...slide }) => slide) }), session: admin })
    expect(asked.status).toBe(400)
    expect(JSON.stringify(asked.body)).toMatch(/Image/)
    expect((await save(current.id)).status).toBe(200)
    const now = (await api('/api/globals/general-settings?depth=0', { session: admin })).body as { carouselSlides: { image: number }[] }
    expect(now.carouselSlides.at(-1)?.image).toBe(current.id)
    expect((await api('/api/globals/general-settings?locale=en', { method: 'POST', body: JSON.stringify({ companyName, carouselSlides: slides.map(({ id: _id, ...slide }) => slide) }), session: admin })).status).toBe(200)
  })
})

describe('a media file whose delete the database refuses', () => {
  const prefix = `refused-${run}`
  const refuse = (refused: boolean) => refuseDeletes(testServer().databaseUrl, 'media', refused, { filenamePrefix: prefix })

  it('says why, in the administrator\'s language, and keeps the file with all its sizes', async () => {
    const file = await upload(`${prefix}-one.jpg`)
    const names = storedFiles(await media(file.id))
    await refuse(true)
    try {
      const english = await api(`/api/media/${file.id}`, { method: 'DELETE', session: admin })
      expect(english.status).toBe(409)
      expect((english.body.errors as { message: string }[])[0]!.message).toBe(
        `This file could not be deleted because the database refused to remove its record (“${REFUSAL}”). The file and all its sizes are kept and nothing was lost. Please try again and tell your technical support if it happens again.`,
      )
      const chinese = await api(`/api/media/${file.id}`, { method: 'DELETE', session: admin, headers: { 'Accept-Language': 'zh-TW' } })
      expect(chinese.status).toBe(409)
      expect((chinese.body.errors as { message: string }[])[0]!.message).toBe(
        `未能刪除此檔案：資料庫拒絕移除其紀錄（「${REFUSAL}」）。檔案及其所有尺寸均已保留，沒有遺失任何內容。請再試一次；如問題持續，請聯絡技術支援人員。`,
      )
    } finally {
      await refuse(false)
    }
    expect((await media(file.id)).id).toBe(file.id)
    expect(names.filter(onDisk)).toEqual(names)
  })

  it('says why for each refused file of a bulk delete, whose files are back as the answer comes', async () => {
    const refusedFile = await upload(`${prefix}-bulk.jpg`)
    const names = storedFiles(await media(refusedFile.id))
    await refuse(true)
    let reply: Awaited<ReturnType<typeof api>>
    try {
      reply = await api(`/api/media?where[id][in]=${refusedFile.id}`, { method: 'DELETE', session: admin, headers: { 'Accept-Language': 'zh-TW' } })
    } finally {
      await refuse(false)
    }
    // The refusal aborts the bulk delete's transaction: the whole delete is refused (409).
    expect(reply.status).toBe(409)
    expect((reply.body.errors as { message: string }[]).map((error) => error.message)).toEqual([
      '未能刪除此檔案：資料庫拒絕移除其紀錄。檔案及其所有尺寸均已保留，沒有遺失任何內容。請再試一次；如問題持續，請聯絡技術支援人員。',
    ])
    // No two-second gap while the delete settles: every file is in place when the answer arrives.
    expect(names.filter(onDisk)).toEqual(names)
    expect((await media(refusedFile.id)).id).toBe(refusedFile.id)
  })
})
