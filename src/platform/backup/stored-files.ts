import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'
import type { AppEnv } from '../../config/env.server'
import { mediaBucketClient } from '../../infrastructure/storage'
import { sha256Of } from './manifest'

type S3Settings = NonNullable<AppEnv['s3']>
export type FileStore = { kind: 'disk'; dir: string } | { kind: 's3'; s3: S3Settings }
export type CopiedFile = { name: string; bytes: number; sha256: string; contentType?: string }

/** Where the site keeps its uploads: DATA_DIR/media, or the S3 bucket when one is configured. */
export function fileStoreOf(config: Pick<AppEnv, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? { kind: 's3', s3: config.s3 } : { kind: 'disk', dir: path.join(config.dataDir, 'media') }
}



/** A file name from the store as a plain name inside the backup: never a path that leaves it. */
function safeName(name: string): string {
  const clean = path.posix.normalize(name.replace(/\\/g, '/'))
  if (clean.startsWith('../') || clean === '..' || path.posix.isAbsolute(clean)) throw new Error(`A stored file's name leaves its folder: ${name}`)
  return clean
}

/** Copies every stored file into `target`, with its size and checksum. */
export async function copyStoredFiles(store: FileStore, target: string): Promise<CopiedFile[]> {
  fs.mkdirSync(target, { recursive: true })
  const copied: CopiedFile[] = []
  if (store.kind === 'disk') {
    if (!fs.existsSync(store.dir)) return copied
    for (const entry of fs.readdirSync(store.dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const from = path.join(entry.parentPath, entry.name)
      const name = safeName(path.relative(store.dir, from).split(path.sep).join('/'))
      const to = path.join(target, name)
      fs.mkdirSync(path.dirname(to), { recursive: true })
      // A file deleted since the listing was deleted with its record, after the database snapshot: left out.
      try {
        fs.copyFileSync(from, to)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw error
      }
      copied.push({ name, bytes: fs.statSync(to).size, sha256: await sha256Of(to) })
    }
    return copied.sort((a, b) => a.name.localeCompare(b.name))
  }
  const client = mediaBucketClient(store.s3)
  try {
    let token: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: store.s3.bucket, ContinuationToken: token }))
      for (const object of page.Contents ?? []) {
        if (!object.Key || object.Key.endsWith('/')) continue
        const name = safeName(object.Key)
        const to = path.join(target, name)
        fs.mkdirSync(path.dirname(to), { recursive: true })
        const answer = await client.send(new GetObjectCommand({ Bucket: store.s3.bucket, Key: object.Key }))
        await pipeline(answer.Body as Readable, fs.createWriteStream(to))
        copied.push({ name, bytes: fs.statSync(to).size, sha256: await sha256Of(to), contentType: answer.ContentType })
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  } finally {
    client.destroy()
  }
  return copied.sort((a, b) => a.name.localeCompare(b.name))
}

/** Whether the store holds no file yet: a restore never mixes two sites' files. */
export async function isEmptyStore(store: FileStore): Promise<boolean> {
  if (store.kind === 'disk') return !fs.existsSync(store.dir) || fs.readdirSync(store.dir).length === 0
  const client = mediaBucketClient(store.s3)
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: store.s3.bucket }))
    return (page.Contents ?? []).length === 0
  } finally {
    client.destroy()
  }
}

/** Puts a backup's files back into the store. */
export async function restoreStoredFiles(store: FileStore, source: string, files: CopiedFile[]): Promise<void> {
  if (store.kind === 'disk') {
    for (const file of files) {
      const to = path.join(store.dir, safeName(file.name))
      fs.mkdirSync(path.dirname(to), { recursive: true })
      fs.copyFileSync(path.join(source, file.name), to)
    }
    return
  }
  const client = mediaBucketClient(store.s3)
  try {
    for (const file of files) {
      const body = fs.readFileSync(path.join(source, file.name))
      await client.send(new PutObjectCommand({ Bucket: store.s3.bucket, Key: safeName(file.name), Body: body, ContentType: file.contentType }))
    }
  } finally {
    client.destroy()
  }
}
