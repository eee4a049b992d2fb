import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/config/env.server'
import { createBackup } from '../../src/platform/backup/create-backup'
import { restoreBackup as restoreInto, type RestoreTarget } from '../../src/platform/backup/restore-backup'
import { makeJpeg, makePdf } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'
import { migrateNamed } from '../helpers/migrate-named'

/**
 * Issue 29: a backup of a site with content, files, requests and messages restores into an empty
 * site exactly: every row of every table and every file, byte for byte. The files are in an
 * S3-protocol bucket here (tests/http/backup-restore.test.ts restores a site whose files are on
 * disk, with its embedded PostgreSQL).
 */
const BUCKET = 'site-media'
const RESTORE_BUCKET = 'restored-media'
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
const run = Date.now().toString(36)

let context: TestPayload
let source: AppEnv
let s3: { server: S3rver; endpoint: string; directory: string; client: S3Client } | undefined
const scratch: string[] = []
const tempDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${label}-`))
  scratch.push(dir)
  return dir
}

beforeAll(async () => {
  const directory = tempDir('s3rver')
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [BUCKET, RESTORE_BUCKET, `${RESTORE_BUCKET}-2`, `${RESTORE_BUCKET}-3`].map((name) => ({ name, configs: [] })) })
  const endpoint = `http://127.0.0.1:${((await server.run()) as AddressInfo).port}`
  s3 = { server, endpoint, directory, client: new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials }) }
  context = await startTestPayload('backup', { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey })
  const { env } = await import('../../src/config/env.server')
  source = env()
  const { payload } = context

  // A site with content in both languages, pictures and a PDF, a message and a request.
  const jpeg = await makeJpeg(800, 600)
  const image = await payload.create({ collection: 'media', data: { alt: `Gold cone ${run}` }, file: { data: jpeg, name: `cone-${run}.jpg`, mimetype: 'image/jpeg', size: jpeg.length } })
  const pdf = makePdf()
  const catalogue = await payload.create({ collection: 'media', data: { alt: `Catalogue ${run}` }, file: { data: pdf, name: `catalogue-${run}.pdf`, mimetype: 'application/pdf', size: pdf.length } })
  const product = await payload.create({ collection: 'products', data: { name: `Royal Gold ${run}`, slug: `royal-gold-${run}`, status: 'Active', description: 'A bright gold.', image: image.id, cataloguePdf: catalogue.id } as never })
  await payload.update({ collection: 'products', id: product.id, locale: 'zh-Hant', data: { name: `御品金線 ${run}`, description: '明亮的金色。' } as never })
  const code = await payload.create({ collection: 'item-codes', data: { product: product.id, itemCode: `RG-${run}`, shadeHex: '#C9A227', composition: '70% Polyester' } as never })
  await payload.create({ collection: 'news-items', data: { title: `At the fair ${run}`, slug: `fair-${run}`, description: 'Our stand.', articleBody: 'We show new threads.', primaryImage: image.id, publishedAt: new Date().toISOString() } as never })
  await payload.create({ collection: 'contact-messages', data: { name: 'Mei Ling Chan', email: 'mei@example.com', subject: `Quote ${run}`, message: 'Please quote 200 cones of gold thread.' } as never })
  await payload.create({
    collection: 'requests',
    data: {
      subject: `Samples ${run}`,
      name: 'Mei Ling Chan',
      company: 'Golden Needle Ltd',
      email: 'mei@example.com',
      country: 'Hong Kong',
      message: 'Samples for a bridal collection, please.',
      lines: [{ product: product.id, itemCode: code.id, productName: `Royal Gold ${run}`, itemCodeText: `RG-${run}`, kind: 'samples', quantity: 2, unit: 'cones' }],
    } as never,
  })
}, 120_000)

afterAll(async () => {
  await context?.close()
  await s3?.server.close()
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true })
})

/** Every row of every table, in a stable order. */
async function allRows(database: AppEnv['database']): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {}
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const tables = (await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).rows.map((row) => row.name)
    for (const table of tables) rows[table] = (await client.query(`SELECT * FROM "${table}" ORDER BY 1`)).rows
  } finally {
    await client.end()
  }
  return rows
}

/** The next value each id sequence gives. */
async function nextIds(database: AppEnv['database']): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const rows = (await client.query<{ name: string; value: string | null }>("SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1")).rows
    return Object.fromEntries(rows.map((row) => [row.name, row.value ?? 'unused']))
  } finally {
    await client.end()
  }
}

/** Every stored file by name, with its checksum. */
async function storedFiles(dataDir: string, bucket = BUCKET): Promise<Record<string, string>> {
  const sums: Record<string, string> = {}
  if (!s3) {
    const dir = path.join(dataDir, 'media')
    for (const name of fs.readdirSync(dir)) sums[name] = crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, name))).digest('hex')
    return sums
  }
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }))
  for (const object of listed.Contents ?? []) {
    const body = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }))
    sums[object.Key!] = crypto.createHash('sha256').update(Buffer.from(await body.Body!.transformToByteArray())).digest('hex')
  }
  return sums
}

/** An empty site to restore into: a new DATA_DIR, database and bucket. */
async function emptySite(bucket = RESTORE_BUCKET): Promise<RestoreTarget> {
  const dataDir = tempDir('restored')
  const name = `t_restored_${crypto.randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(process.env.TEST_POSTGRES_URL!)
  url.pathname = `/${name}`
  return { dataDir, database: { url: url.toString(), embedded: false }, s3: source.s3 && { ...source.s3, bucket } }
}

/** As npm run restore does: the backup's migrations make the schema (in a process of their own), then its rows go in. */
const restoreBackup = (backupPath: string, target: RestoreTarget) => restoreInto(backupPath, target, (names) => migrateNamed(target.database.url, names, target.dataDir))

describe('backup and restore (files in S3)', () => {
  it('restores every row of every table and every file exactly, into an empty site', async () => {
    const backupDir = tempDir('backups')
    const { path: backupPath, manifest } = await createBackup(source, backupDir)
    expect(manifest.verified).toBe(true)
    // The schema is the migrations', and the ids go on where they stopped.
    expect(manifest.database.migrations.length).toBeGreaterThan(20)
    // The files: the picture, its generated sizes and the PDF.
    expect(manifest.files.length).toBeGreaterThanOrEqual(3)
    expect(manifest.files.map((file) => file.name)).toContain(`catalogue-${run}.pdf`)
    expect(manifest.tables.products).toBeGreaterThanOrEqual(1)
    expect(manifest.tables.requests).toBe(1)
    expect(manifest.tables.contact_messages).toBe(1)

    const target = await emptySite()
    const restored = await restoreBackup(backupPath, target)
    expect(restored.files).toBe(manifest.files.length)
    expect(await allRows(target.database)).toEqual(await allRows(source.database))
    expect(await nextIds(target.database)).toEqual(await nextIds(source.database))
    expect(await storedFiles(target.dataDir, RESTORE_BUCKET)).toEqual(await storedFiles(source.dataDir))
    // The server's secret comes back with it, so that signed-in administrators stay signed in.
    if (manifest.secret) expect(fs.readFileSync(path.join(target.dataDir, '.payload-secret'), 'utf8')).toBe(fs.readFileSync(path.join(source.dataDir, '.payload-secret'), 'utf8'))
  })

  it('refuses a damaged backup and a site that is not empty, and writes nothing', async () => {
    const backupDir = tempDir('backups')
    const { path: backupPath, manifest } = await createBackup(source, backupDir)
    const target = await emptySite(`${RESTORE_BUCKET}-2`)
    // Into the running site itself: refused, it has a database.
    await expect(restoreBackup(backupPath, source)).rejects.toThrow('The database to restore into is not empty')
    // One changed byte in a stored file: refused before anything is written.
    const damaged = path.join(backupPath, 'files', manifest.files[0]!.name)
    const bytes = fs.readFileSync(damaged)
    bytes[bytes.length - 1] = (bytes[bytes.length - 1]! + 1) % 256
    fs.writeFileSync(damaged, bytes)
    await expect(restoreBackup(backupPath, target)).rejects.toThrow(`The backup is damaged: files/${manifest.files[0]!.name} has another checksum`)
    expect(Object.keys(await allRows(target.database))).toEqual([])
  })

  it('taken while writes go on, restores to a consistent state', async () => {
    const { payload } = context
    const backupDir = tempDir('backups')
    let writing = true
    const writes = (async () => {
      // Bounded: the work is the same on any host, however long the snapshot takes there.
      for (let index = 0; writing && index < 40; index += 1) {
        const product = await payload.create({ collection: 'products', data: { name: `Busy ${run} ${index}`, slug: `busy-${run}-${index}`, status: 'Active' } as never })
        await payload.create({ collection: 'item-codes', data: { product: product.id, itemCode: `BZ-${run}-${index}` } as never })
      }
    })()
    // Some writes land before the snapshot, some after.
    await new Promise<void>((resolve) => {
      const check = async () => ((await payload.count({ collection: 'products', where: { slug: { like: `busy-${run}-` } } })).totalDocs >= 3 ? resolve() : setTimeout(check, 20))
      void check()
    })
    const { path: backupPath, manifest } = await createBackup(source, backupDir)
    writing = false
    await writes
    const target = await emptySite(`${RESTORE_BUCKET}-3`)
    await restoreBackup(backupPath, target)
    const rows = await allRows(target.database)
    // Exactly the counts the manifest took in the snapshot, and no item code without its product.
    expect(Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]))).toEqual(manifest.tables)
    const productIds = new Set(rows.products!.map((row) => String((row as { id: unknown }).id)))
    const orphans = rows.item_codes!.filter((row) => !productIds.has(String((row as { product_id: unknown }).product_id)))
    expect(orphans).toEqual([])
  }, 180_000)
})
