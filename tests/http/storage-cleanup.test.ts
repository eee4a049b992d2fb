import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 12, the storage cleanup over HTTP on local disk: it offers exactly
 * the media records nothing uses and the stored files no record owns, older
 * than an hour, and at once a record that was in use and no longer is (issue
 * 27); it deletes only those of the chosen ones that are still unused and old
 * when asked, and refuses visitors.
 */
type Candidates = { records: { id: number; filename: string; bytes: number; unusedSince?: string }[]; files: { key: string; bytes: number }[]; totalBytes: number }
type Result = { deleted: { records: number[]; files: string[] }; kept: { records: number[]; files: string[] } }
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const DAY = 86_400_000
const mediaDir = () => path.join(testServer().dataDir, 'media')
let admin: Session
const ids: Record<string, number> = {}
const strays = { old: `stray-old-${run}.jpg`, fresh: `stray-fresh-${run}.jpg` }

async function upload(name: string, createdAt?: Date): Promise<{ id: number; filename: string }> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(640, 480))], { type: 'image/jpeg' }), name)
  form.append('_payload', JSON.stringify({ alt: name, ...(createdAt ? { createdAt: createdAt.toISOString() } : {}) }))
  const reply = await api('/api/media', { method: 'POST', body: form, session: admin })
  expect(reply.status).toBe(201)
  return reply.body.doc as { id: number; filename: string }
}

const ours = (candidates: Candidates) => ({
  records: candidates.records.filter((record) => record.filename.includes(run)).map((record) => record.id).sort(),
  files: candidates.files.filter((file) => file.key.includes(run)).map((file) => file.key).sort(),
})

async function list(): Promise<Candidates> {
  const reply = await api('/api/media/storage-cleanup', { session: admin })
  expect(reply.status).toBe(200)
  return reply.body as unknown as Candidates
}

beforeAll(async () => {
  admin = await adminSession()
  const threeDaysAgo = new Date(Date.now() - 3 * DAY)
  ids.oldUnused = (await upload(`old-unused-${run}.jpg`, threeDaysAgo)).id
  ids.raced = (await upload(`raced-${run}.jpg`, threeDaysAgo)).id
  ids.freshUnused = (await upload(`fresh-unused-${run}.jpg`)).id
  ids.oldUsed = (await upload(`old-used-${run}.jpg`, threeDaysAgo)).id
  const product = await api('/api/products?locale=en', { method: 'POST', body: JSON.stringify({ name: `Cleanup Gold ${run}`, slug: `cleanup-gold-${run}`, description: 'A thread.', image: ids.oldUsed }), session: admin })
  expect(product.status).toBe(201)
  const bytes = await makeJpeg(320, 240)
  fs.writeFileSync(path.join(mediaDir(), strays.old), bytes)
  fs.utimesSync(path.join(mediaDir(), strays.old), threeDaysAgo, threeDaysAgo)
  fs.writeFileSync(path.join(mediaDir(), strays.fresh), bytes)
})

describe('storage cleanup', () => {
  it('is for administrators only', async () => {
    expect((await api('/api/media/storage-cleanup')).status).toBe(403)
    const post = await api('/api/media/storage-cleanup', { method: 'POST', body: JSON.stringify({ files: [strays.old] }), headers: { 'Content-Type': 'application/json' } })
    expect(post.status).toBe(403)
    expect(fs.existsSync(path.join(mediaDir(), strays.old))).toBe(true)
    expect((await api(`/api/media/storage-cleanup/preview/${strays.old}`)).status).toBe(403)
  })

  it('offers the unused records and the files without a record, older than a day, with their size', async () => {
    const candidates = await list()
    expect(ours(candidates)).toEqual({ records: [ids.oldUnused, ids.raced].sort(), files: [strays.old] })
    const record = candidates.records.find((entry) => entry.id === ids.oldUnused)!
    // The original and its generated sizes.
    expect(record.bytes).toBeGreaterThan(fs.statSync(path.join(mediaDir(), record.filename)).size)
    expect(candidates.totalBytes).toBeGreaterThanOrEqual(record.bytes + fs.statSync(path.join(mediaDir(), strays.old)).size)
  })

  it('shows a preview of a stray image to an administrator', async () => {
    const reply = await fetch(`${testServer().baseUrl}/api/media/storage-cleanup/preview/${strays.old}`, { headers: admin.authHeader })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe('image/jpeg')
    expect(reply.headers.get('content-security-policy')).toBe('sandbox')
  })

  it('refuses a request without the lists, in the administrator’s language', async () => {
    const reply = await api('/api/media/storage-cleanup', { method: 'POST', body: JSON.stringify({ files: ['../site.db'] }), session: admin, headers: { 'Content-Type': 'application/json', 'Accept-Language': 'zh-TW' } })
    expect(reply.status).toBe(400)
    expect((reply.body.errors as { message: string }[])[0]!.message).toBe('請以 JSON 傳送要刪除的項目：{"records": [媒體編號], "files": [檔案名稱]}。')
  })

  it('deletes only what is still unused and old at delete time', async () => {
    // The raced file comes into use after the administrator saw the list.
    const project = await api('/api/gallery-items?locale=en', { method: 'POST', body: JSON.stringify({ name: `Raced ${run}`, slug: `raced-${run}`, description: 'A project.', detailedDescription: 'Details.', primaryImage: ids.raced, displayOrder: 1 }), session: admin })
    expect(project.status).toBe(201)
    const oldFiles = (await api(`/api/media/${ids.oldUnused}`, { session: admin })).body as { filename: string; sizes: Record<string, { filename: string | null }> }
    const reply = await api('/api/media/storage-cleanup', {
      method: 'POST',
      session: admin,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ records: [ids.oldUnused, ids.raced, ids.freshUnused, ids.oldUsed], files: [strays.old, strays.fresh] }),
    })
    expect(reply.status).toBe(200)
    const result = reply.body as unknown as Result
    expect(result.deleted).toEqual({ records: [ids.oldUnused], files: [strays.old] })
    expect(result.kept).toEqual({ records: [ids.raced, ids.freshUnused, ids.oldUsed], files: [strays.fresh] })
    for (const name of [oldFiles.filename, ...Object.values(oldFiles.sizes).map((size) => size.filename)].filter(Boolean)) {
      expect(fs.existsSync(path.join(mediaDir(), name!)), name!).toBe(false)
    }
    expect(fs.existsSync(path.join(mediaDir(), strays.old))).toBe(false)
    expect(fs.existsSync(path.join(mediaDir(), strays.fresh))).toBe(true)
    for (const id of [ids.raced, ids.freshUnused, ids.oldUsed]) expect((await api(`/api/media/${id}`, { session: admin })).status).toBe(200)
    expect(ours(await list())).toEqual({ records: [], files: [] })
  })

  it('offers at once a picture replaced this minute, saying since when it is unused, and deletes it', async () => {
    const replaced = await upload(`replaced-${run}.jpg`)
    const product = await api('/api/products?locale=en', { method: 'POST', body: JSON.stringify({ name: `Replaced Gold ${run}`, slug: `replaced-gold-${run}`, description: 'A thread.', image: replaced.id }), session: admin })
    expect(product.status).toBe(201)
    expect(ours(await list()).records).toEqual([])
    const before = Date.now()
    const productId = (product.body.doc as { id: number }).id
    expect((await api(`/api/products/${productId}?locale=en`, { method: 'PATCH', body: JSON.stringify({ image: ids.oldUsed }), session: admin })).status).toBe(200)
    const listed = (await list()).records.filter((record) => record.filename.includes(run))
    expect(listed.map((record) => record.id)).toEqual([replaced.id])
    const since = new Date(listed[0]!.unusedSince!).getTime()
    expect(since).toBeGreaterThanOrEqual(before - 1000)
    expect(since).toBeLessThanOrEqual(Date.now())
    const reply = await api('/api/media/storage-cleanup', { method: 'POST', session: admin, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ records: [replaced.id], files: [] }) })
    expect((reply.body as unknown as Result).deleted.records).toEqual([replaced.id])
    expect(fs.existsSync(path.join(mediaDir(), replaced.filename))).toBe(false)
  })
})
