import fs from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import type { AppEnv } from '../../config/env.server'
import { mediaBucketClient } from '../../infrastructure/storage'

/** One file in storage, whatever the storage is. */
export type StoredFile = { key: string; size: number; modifiedAt: Date }

/** The media storage as the cleanup sees it: what is there, a file's bytes for a preview, and removing one. */
export type FileStore = {
  kind: 'disk' | 's3'
  list(): Promise<StoredFile[]>
  read(key: string): Promise<Uint8Array | undefined>
  remove(key: string): Promise<void>
}

/** Keys are plain file names: no folders, no way out of the storage root. */
export const isPlainKey = (key: string) => key.length > 0 && path.basename(key) === key && !key.startsWith('.')

function diskStore(staticDir: string): FileStore {
  const inside = (key: string) => {
    if (!isPlainKey(key)) throw new Error(`Not a stored file name: ${key}`)
    return path.join(staticDir, key)
  }
  return {
    kind: 'disk',
    async list() {
      const entries = await fs.readdir(staticDir, { withFileTypes: true }).catch(() => [])
      const files = await Promise.all(
        entries
          .filter((entry) => entry.isFile() && isPlainKey(entry.name))
          .map(async (entry) => {
            const stat = await fs.stat(path.join(staticDir, entry.name))
            return { key: entry.name, size: stat.size, modifiedAt: stat.mtime }
          }),
      )
      return files
    },
    read: (key) => fs.readFile(inside(key)).catch(() => undefined),
    remove: (key) => fs.rm(inside(key), { force: true }),
  }
}


function s3Store(s3: NonNullable<AppEnv['s3']>): FileStore {
  const client = mediaBucketClient(s3)
  return {
    kind: 's3',
    async list() {
      const files: StoredFile[] = []
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }))
        for (const object of page.Contents ?? []) {
          if (object.Key && isPlainKey(object.Key)) files.push({ key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date() })
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return files
    },
    async read(key) {
      if (!isPlainKey(key)) return undefined
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
        return await object.Body?.transformToByteArray()
      } catch {
        return undefined
      }
    },
    async remove(key) {
      if (!isPlainKey(key)) throw new Error(`Not a stored file name: ${key}`)
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))
    },
  }
}

/** The store media files live in: the S3 bucket when one is configured, else DATA_DIR/media. */
export function fileStore(config: AppEnv): FileStore {
  return config.s3 ? s3Store(config.s3) : diskStore(path.join(config.dataDir, 'media'))
}
