import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeJpeg, makePdf } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'
import { refuseDeletes } from '../helpers/refuse-deletes'

const BUCKET = 'site-media'
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

let server: S3rver
let endpoint: string
let context: TestPayload
let client: S3Client
let directory: string

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] })
  const address = (await server.run()) as AddressInfo
  endpoint = `http://127.0.0.1:${address.port}`
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials })
  context = await startTestPayload('s3', {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  })
})

afterAll(async () => {
  await context?.close()
  await server?.close()
  fs.rmSync(directory, { recursive: true, force: true })
})

async function objectBytes(key: string): Promise<Buffer> {
  const result = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  return Buffer.from(await result.Body!.transformToByteArray())
}

describe('S3-compatible storage', () => {
  it('stores an uploaded image and its generated sizes in the bucket, not on local disk', async () => {
    const data = await makeJpeg(900, 600)
    const doc = await context.payload.create({
      collection: 'media',
      data: { alt: 'Cone' },
      file: { data, name: 'cone.jpg', mimetype: 'image/jpeg', size: data.length },
    })
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))
    const keys = (listed.Contents ?? []).map((object) => object.Key)
    expect(keys).toContain(doc.filename)
    expect(keys).toContain(doc.sizes?.card?.filename)
    expect((await objectBytes(doc.filename!)).equals(data)).toBe(true)
    expect(fs.existsSync(path.join(context.database.dataDir, 'media', doc.filename!))).toBe(false)
  })

  it('stores PDFs byte for byte and removes the object when the file is deleted', async () => {
    const pdf = makePdf()
    const doc = await context.payload.create({
      collection: 'media',
      data: { alt: 'Book' },
      file: { data: pdf, name: 'colour-book.pdf', mimetype: 'application/pdf', size: pdf.length },
    })
    expect((await objectBytes(doc.filename!)).equals(pdf)).toBe(true)
    await context.payload.delete({ collection: 'media', id: doc.id })
    await expect(objectBytes(doc.filename!)).rejects.toThrow('The specified key does not exist.')
  })

  it('keeps the object and its sizes when the database refuses the delete (issue 12)', async () => {
    const data = await makeJpeg(900, 600)
    const doc = await context.payload.create({ collection: 'media', data: { alt: 'Kept' }, file: { data, name: 'kept.jpg', mimetype: 'image/jpeg', size: data.length } })
    await refuseDeletes(context.database.databaseUrl, 'media', true)
    try {
      await expect(context.payload.delete({ collection: 'media', id: doc.id })).rejects.toThrow(/Failed query: delete from "media"/)
    } finally {
      await refuseDeletes(context.database.databaseUrl, 'media', false)
    }
    expect((await objectBytes(doc.filename!)).equals(data)).toBe(true)
    expect((await objectBytes(doc.sizes!.card!.filename!)).length).toBeGreaterThan(0)
  })

  it('cleans up the bucket: offers the unused record and the object without a record, and deletes them (issue 12)', async () => {
    const [{ env }, { fileStore }, { deleteCleanupCandidates, findCleanupCandidates, MIN_AGE_MS }] = await Promise.all([
      import('../../src/config/env.server'),
      import('../../src/media/cleanup/stored-files'),
      import('../../src/media/cleanup/candidates'),
    ])
    const store = fileStore(env())
    expect(store.kind).toBe('s3')
    const data = await makeJpeg(640, 480)
    const unused = await context.payload.create({ collection: 'media', data: { alt: 'Old slide' }, file: { data, name: 'old-slide.jpg', mimetype: 'image/jpeg', size: data.length } })
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'left-behind.jpg', Body: data, ContentType: 'image/jpeg' }))
    // Nothing is offered while it is new; a day later both are.
    const now = await findCleanupCandidates(context.payload, store)
    expect(now.records.map((record) => record.id)).not.toContain(unused.id)
    expect(now.files.map((file) => file.key)).not.toContain('left-behind.jpg')
    const later = Date.now() + MIN_AGE_MS + 60_000
    const candidates = await findCleanupCandidates(context.payload, store, { now: later })
    expect(candidates.records.map((record) => record.id)).toContain(unused.id)
    expect(candidates.files.map((file) => file.key)).toEqual(['left-behind.jpg'])
    const result = await deleteCleanupCandidates(context.payload, store, { records: [unused.id], files: ['left-behind.jpg'] }, { now: later })
    expect(result.deleted).toEqual({ records: [unused.id], files: ['left-behind.jpg'] })
    await expect(objectBytes('left-behind.jpg')).rejects.toThrow('The specified key does not exist.')
    await expect(objectBytes(unused.filename!)).rejects.toThrow('The specified key does not exist.')
    expect((await findCleanupCandidates(context.payload, store, { now: later })).files).toEqual([])
  })
})
