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
    await refuseDeletes(payload, context.database.databaseUrl, 'media', true)
    try {
      await expect(payload.delete({ collection: 'media', id })).rejects.toThrow(/Failed query: delete from "media"/)
    } finally {
      await refuseDeletes(payload, context.database.databaseUrl, 'media', false)
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
