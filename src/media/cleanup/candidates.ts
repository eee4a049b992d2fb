import type { Payload, PayloadRequest } from 'payload'
import { findMediaUsers, type MediaId } from '../usage'
import type { FileStore, StoredFile } from './stored-files'

/**
 * A new upload nothing has used yet, or a stored file without a record, is
 * offered once it is this old: it may be an upload still in progress in
 * another tab, or a record about to be saved with it. A file that was in use
 * and no longer is (its `unusedSince`, usage.ts) is offered at once.
 */
export const MIN_AGE_MS = 60 * 60 * 1000

/**
 * A media record nothing uses, with what its files take in storage, and why it
 * is offered: no longer used (since `unusedSince`), or never used since its upload.
 */
export type UnusedRecord = {
  id: MediaId
  filename: string
  alt: string
  mimeType: string
  bytes: number
  createdAt: string
  unusedSince?: string
  thumbnail?: string
}
/** A file in storage that belongs to no media record. */
export type StrayFile = { key: string; bytes: number; modifiedAt: string; image: boolean }
export type Candidates = { records: UnusedRecord[]; files: StrayFile[]; totalBytes: number }

type MediaRow = {
  id: MediaId
  filename?: string | null
  alt?: string | null
  mimeType?: string | null
  filesize?: number | null
  createdAt: string
  unusedSince?: string | null
  sizes?: Record<string, { filename?: string | null; filesize?: number | null } | null | undefined> | null }

const IMAGE_FILE = /\.(jpe?g|png|webp|gif)$/i

async function allMedia(payload: Payload, req?: PayloadRequest): Promise<MediaRow[]> {
  const { docs } = await payload.find({
    collection: 'media',
    select: { filename: true, alt: true, mimeType: true, filesize: true, createdAt: true, unusedSince: true, sizes: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs as MediaRow[]
}

const fileNamesOf = (row: MediaRow) => [row.filename, ...Object.values(row.sizes ?? {}).map((size) => size?.filename)].filter((name): name is string => Boolean(name))

const oldEnough = (date: Date | string, now: number) => now - new Date(date).getTime() >= MIN_AGE_MS

/**
 * What the storage cleanup offers: media records nothing uses (checked against
 * every record and setting, not only the stored count) that were in use once,
 * or were uploaded over an hour ago; and files over an hour old that belong to
 * no record.
 */
export async function findCleanupCandidates(payload: Payload, store: FileStore, { now = Date.now(), req }: { now?: number; req?: PayloadRequest } = {}): Promise<Candidates> {
  const media = await allMedia(payload, req)
  const used = await findMediaUsers(payload, undefined, req)
  const stored = new Map((await store.list()).map((file) => [file.key, file]))
  const known = new Set(media.flatMap(fileNamesOf))

  const records: UnusedRecord[] = media
    .filter((row) => !used.has(String(row.id)) && (Boolean(row.unusedSince) || oldEnough(row.createdAt, now)))
    .map((row) => ({
      id: row.id,
      filename: row.filename ?? '',
      alt: row.alt ?? '',
      mimeType: row.mimeType ?? '',
      bytes: fileNamesOf(row).reduce((sum, name) => sum + (stored.get(name)?.size ?? 0), 0),
      createdAt: new Date(row.createdAt).toISOString(),
      ...(row.unusedSince ? { unusedSince: new Date(row.unusedSince).toISOString() } : {}),
      thumbnail: row.sizes?.thumbnail?.filename ?? (IMAGE_FILE.test(row.filename ?? '') ? (row.filename ?? undefined) : undefined),
    }))
  const files: StrayFile[] = [...stored.values()]
    .filter((file: StoredFile) => !known.has(file.key) && oldEnough(file.modifiedAt, now))
    .map((file) => ({ key: file.key, bytes: file.size, modifiedAt: file.modifiedAt.toISOString(), image: IMAGE_FILE.test(file.key) }))
    .sort((a, b) => a.modifiedAt.localeCompare(b.modifiedAt))
  const totalBytes = records.reduce((sum, record) => sum + record.bytes, 0) + files.reduce((sum, file) => sum + file.bytes, 0)
  return { records, files, totalBytes }
}

export type CleanupResult = { deleted: { records: MediaId[]; files: string[] }; kept: { records: MediaId[]; files: string[] } }

/**
 * Deletes what the administrator chose, each item checked again now: a record
 * that came into use, a file that a record now claims, or a new upload is kept.
 */
export async function deleteCleanupCandidates(
  payload: Payload,
  store: FileStore,
  chosen: { records: MediaId[]; files: string[] },
  { now = Date.now(), req }: { now?: number; req?: PayloadRequest } = {},
): Promise<CleanupResult> {
  const current = await findCleanupCandidates(payload, store, { now, req })
  const unusedRecords = new Set(current.records.map((record) => String(record.id)))
  const strayFiles = new Set(current.files.map((file) => file.key))
  const result: CleanupResult = { deleted: { records: [], files: [] }, kept: { records: [], files: [] } }
  for (const id of chosen.records) {
    if (!unusedRecords.has(String(id))) {
      result.kept.records.push(id)
      continue
    }
    try {
      // Through Payload, so its own refusal of a file in use (refuse-used.ts) stands between a race and a loss.
      // With the administrator's request: the collection's own delete access applies too.
      await payload.delete({ collection: 'media', id, overrideAccess: !req, req })
      result.deleted.records.push(id)
    } catch {
      result.kept.records.push(id)
    }
  }
  for (const key of chosen.files) {
    if (!strayFiles.has(key)) {
      result.kept.files.push(key)
      continue
    }
    await store.remove(key)
    result.deleted.files.push(key)
  }
  return result
}
