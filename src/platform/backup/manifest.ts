import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** What a backup holds, written last: a backup folder without it is incomplete and never used. */
export type BackupManifest = {
  /** 2: PostgreSQL, its rows as JSON lines (database-snapshot.ts). 1 was the format before decision 024. */
  format: 2
  /** When the database snapshot was taken (ISO, UTC). */
  createdAt: string
  database: {
    file: string
    bytes: number
    sha256: string
    /** The migrations that made the snapshot's schema, in order. */
    migrations: string[]
    /** Each id sequence's last value. */
    sequences: Record<string, number>
    /** The PostgreSQL server's version at the time. */
    server: string
  }
  /** Rows per table in the snapshot: every collection, its versions, locales and relations. */
  tables: Record<string, number>
  /** The stored files (uploads and their image sizes), by name, as they were copied. */
  files: { name: string; bytes: number; sha256: string; contentType?: string }[]
  /** The server's secret (DATA_DIR/.payload-secret), so that sessions survive a restore; absent when PAYLOAD_SECRET is set. */
  secret?: { file: string; sha256: string }
  totalBytes: number
  /** Every file re-read and every table counted again in the copy, after it was written. */
  verified: boolean
}

export const MANIFEST_FILE = 'manifest.json'
export const DATABASE_FOLDER = 'database'
export const FILES_FOLDER = 'files'
export const SECRET_FILE = 'payload-secret'

export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

export function readManifest(backupPath: string): BackupManifest {
  const text = fs.readFileSync(path.join(backupPath, MANIFEST_FILE), 'utf8')
  const manifest = JSON.parse(text) as BackupManifest
  if ((manifest.format as number) === 1) throw new Error(`${backupPath}: a backup made before the site moved to PostgreSQL (decision 024); restore it with a release before that move`)
  if (manifest.format !== 2) throw new Error(`${backupPath}: a backup of an unknown format (${String(manifest.format)})`)
  return manifest
}

/** A backup's folder name: its time, sortable, safe on every file system (2026-11-26T030000Z). */
export function backupName(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '')
}

/** The time a backup's folder name stands for, or undefined for any other name. */
export function timeOfBackup(name: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(name)
  if (!match) return undefined
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** The complete backups in `dir` (each with its manifest), newest first. */
export function listBackups(dir: string): { name: string; path: string; time: Date }[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const time = timeOfBackup(name)
      const full = path.join(dir, name)
      return time && fs.existsSync(path.join(full, MANIFEST_FILE)) ? [{ name, path: full, time }] : []
    })
    .sort((a, b) => b.time.getTime() - a.time.getTime())
}

/** Checks every file of a backup against its manifest; the list of what differs (empty when sound). */
export async function checkBackupFiles(backupPath: string, manifest: BackupManifest): Promise<string[]> {
  const problems: string[] = []
  const expect = async (relative: string, sha256: string, bytes?: number) => {
    const file = path.join(backupPath, relative)
    if (!fs.existsSync(file)) return problems.push(`${relative} is missing`)
    if (bytes !== undefined && fs.statSync(file).size !== bytes) return problems.push(`${relative} has another size`)
    if ((await sha256Of(file)) !== sha256) problems.push(`${relative} has another checksum`)
  }
  await expect(path.join(DATABASE_FOLDER, manifest.database.file), manifest.database.sha256, manifest.database.bytes)
  for (const file of manifest.files) await expect(path.join(FILES_FOLDER, file.name), file.sha256, file.bytes)
  if (manifest.secret) await expect(manifest.secret.file, manifest.secret.sha256)
  return problems
}
