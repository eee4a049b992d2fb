import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadImage } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'
import { refuseDeletes } from '../helpers/refuse-deletes'

/**
 * Issue 12: a delete that fails for any reason leaves the stored file and its
 * sizes in place. Payload removes a record's files before it deletes the
 * record; here the database refuses the DELETE statement itself (a trigger,
 * as a constraint would), so the record stays, and its files must come back
 * from the holding folder.
 */
let context: TestPayload
let payload: Payload
const mediaDir = () => path.join(context.database.dataDir, 'media')
const holdingDir = () => path.join(context.database.dataDir, 'media-held')

async function storedFiles(id: number): Promise<string[]> {
  const doc = await payload.findByID({ collection: 'media', id, depth: 0 })
  return [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)].filter((name): name is string => Boolean(name))
}

const onDisk = (names: string[]) => names.filter((name) => fs.existsSync(path.join(mediaDir(), name)))

beforeAll(async () => {
  context = await startTestPayload('media-delete-failure')
  payload = context.payload
})
afterAll(async () => context?.close())

describe('deleting a media file', () => {
  it('keeps the file and every size when the database refuses the delete after Payload removed them', async () => {
    const id = await uploadImage(payload, 'kept.jpg', { width: 1400, height: 900 })
    const names = await storedFiles(id)
    expect(names.length).toBeGreaterThan(3)
    await refuseDeletes(context.database.databaseUrl, 'media', true)
    try {
      await expect(payload.delete({ collection: 'media', id })).rejects.toThrow(/Failed query: delete from "media"/)
    } finally {
      await refuseDeletes(context.database.databaseUrl, 'media', false)
    }
    expect(await payload.count({ collection: 'media', where: { id: { equals: id } } })).toEqual({ totalDocs: 1 })
    // Payload took the files away before the database refused (without the holding folder they stay gone);
    // they come back once the delete has settled.
    await expect.poll(() => onDisk(names), { timeout: 15_000 }).toEqual(names)
    await expect.poll(() => fs.existsSync(path.join(holdingDir(), String(id))), { timeout: 15_000 }).toBe(false)
  })

  it('removes the file and every size when the delete succeeds, and leaves nothing held', async () => {
    const id = await uploadImage(payload, 'gone.jpg', { width: 1400, height: 900 })
    const names = await storedFiles(id)
    await payload.delete({ collection: 'media', id })
    expect(onDisk(names)).toEqual([])
    await expect.poll(() => fs.existsSync(path.join(holdingDir(), String(id))), { timeout: 15_000 }).toBe(false)
    expect(onDisk(names)).toEqual([])
  })
})

describe('a file that only old versions still name', () => {
  it('is deleted once a news item\'s primary image is replaced; the old version keeps its text and loses the picture', async () => {
    const [before, after] = [await uploadImage(payload, 'fair-before.jpg'), await uploadImage(payload, 'fair-after.jpg')]
    const item = await payload.create({
      collection: 'news-items',
      data: { title: 'Autumn fair', slug: 'autumn-fair-versions', description: 'Meet us at the autumn fair.', articleBody: 'Our stand shows this season\'s golds.', primaryImage: before } as never,
    })
    await payload.update({ collection: 'news-items', id: item.id, data: { primaryImage: after } })
    await payload.delete({ collection: 'media', id: before })
    expect(await payload.count({ collection: 'media', where: { id: { equals: before } } })).toEqual({ totalDocs: 0 })
    const { docs: versions } = await payload.findVersions({ collection: 'news-items', where: { parent: { equals: item.id } }, sort: 'createdAt', depth: 0 })
    expect(versions.map((version) => version.version.primaryImage ?? null)).toEqual([null, after])
    expect(versions[0]!.version.title).toBe('Autumn fair')
  })

  it('is deleted once a carousel slide\'s picture is replaced; a version restored with the slide asks for a new picture at its next save', async () => {
    const [before, after] = [await uploadImage(payload, 'slide-before.jpg'), await uploadImage(payload, 'slide-after.jpg')]
    await payload.updateGlobal({ slug: 'general-settings', data: { companyName: 'KINSEN', contactEmail: 'sales@example.com', carouselSlides: [{ image: before, active: true }] } })
    const settings = await payload.findGlobal({ slug: 'general-settings', depth: 0 })
    await payload.updateGlobal({ slug: 'general-settings', data: { carouselSlides: [{ ...settings.carouselSlides![0], image: after }] } })
    await payload.delete({ collection: 'media', id: before })
    expect(await payload.count({ collection: 'media', where: { id: { equals: before } } })).toEqual({ totalDocs: 0 })

    const { docs: versions } = await payload.findGlobalVersions({ slug: 'general-settings', sort: '-createdAt', depth: 0, limit: 2 })
    const older = versions[1]!
    expect(older.version.carouselSlides?.map((slide) => slide.image ?? null)).toEqual([null])
    await payload.restoreGlobalVersion({ slug: 'general-settings', id: String(older.id), depth: 0 })
    const restored = await payload.findGlobal({ slug: 'general-settings', depth: 0 })
    expect(restored.carouselSlides?.map((slide) => slide.image ?? null)).toEqual([null])
    await expect(payload.updateGlobal({ slug: 'general-settings', data: { carouselSlides: restored.carouselSlides } })).rejects.toThrow(/Image/)
    await payload.updateGlobal({ slug: 'general-settings', data: { carouselSlides: [{ ...restored.carouselSlides![0], image: after }] } })
  })
})
