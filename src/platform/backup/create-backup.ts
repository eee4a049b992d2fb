import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { AppEnv } from '../../config/env.server'
import { countSnapshotRows, SNAPSHOT_FILE, snapshotDatabase } from './database-snapshot'
import { backupName, type BackupManifest, checkBackupFiles, DATABASE_FOLDER, FILES_FOLDER, listBackups, MANIFEST_FILE, SECRET_FILE, sha256Of } from './manifest'
import { backupsToKeep, type Retention } from './retention'
import { copyStoredFiles, fileStoreOf } from './stored-files'

/** What a backup reads: the site's database, its stored files and its secret. */
export type BackupSource = Pick<AppEnv, 'database' | 'dataDir' | 's3'>
/** The last failed run's time and reason, beside the backups, until a run succeeds. */
export const FAILURE_FILE = 'last-failure.json'

/**
 * Writes one backup into `dir`: the database snapshot first (its state is the backup's), then the
 * stored files and the secret, then checks every file against its checksum and counts every
 * table of the snapshot again. Only a verified backup gets its manifest and its final
 * name (the time of the snapshot); anything else is removed and the reason kept in FAILURE_FILE.
 */
export async function createBackup(source: BackupSource, dir: string, now = new Date()): Promise<{ path: string; manifest: BackupManifest }> {
  const name = backupName(now)
  const final = path.join(dir, name)
  const partial = path.join(dir, `.partial-${name}-${crypto.randomBytes(3).toString('hex')}`)
  try {
    if (fs.existsSync(final)) throw new Error(`A backup named ${name} exists already`)
    fs.mkdirSync(path.join(partial, DATABASE_FOLDER), { recursive: true })
    const snapshot = path.join(partial, DATABASE_FOLDER, SNAPSHOT_FILE)
    const { tables, migrations, sequences, server } = await snapshotDatabase(source.database, snapshot)
    const files = await copyStoredFiles(fileStoreOf(source), path.join(partial, FILES_FOLDER))
    const secretFile = path.join(source.dataDir, '.payload-secret')
    let secret: BackupManifest['secret']
    if (fs.existsSync(secretFile)) {
      fs.copyFileSync(secretFile, path.join(partial, SECRET_FILE))
      fs.chmodSync(path.join(partial, SECRET_FILE), 0o600)
      secret = { file: SECRET_FILE, sha256: await sha256Of(path.join(partial, SECRET_FILE)) }
    }
    const databaseBytes = fs.statSync(snapshot).size
    const manifest: BackupManifest = {
      format: 2,
      createdAt: now.toISOString(),
      database: { file: SNAPSHOT_FILE, bytes: databaseBytes, sha256: await sha256Of(snapshot), migrations, sequences, server },
      tables,
      files,
      secret,
      totalBytes: databaseBytes + files.reduce((sum, file) => sum + file.bytes, 0),
      verified: false,
    }
    const problems = await checkBackupFiles(partial, manifest)
    problems.push(...differentCounts(tables, await countSnapshotRows(snapshot)))
    if (problems.length) throw new Error(`The backup did not verify: ${problems.slice(0, 5).join('; ')}`)
    manifest.verified = true
    fs.writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    fs.renameSync(partial, final)
    fs.rmSync(path.join(dir, FAILURE_FILE), { force: true })
    return { path: final, manifest }
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, FAILURE_FILE), `${JSON.stringify({ at: now.toISOString(), reason: error instanceof Error ? error.message : String(error) })}\n`)
    throw error
  }
}

/** Tables whose rows differ between two counts. */
export function differentCounts(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)])
  return [...names].filter((name) => expected[name] !== found[name]).map((name) => `table ${name}: ${expected[name] ?? 'none'} rows expected, ${found[name] ?? 'none'} found`)
}

/** Removes the backups the retention rule no longer keeps, and what a stopped run left half-written a day ago. */
export function pruneBackups(dir: string, keep: Retention, now = new Date()): string[] {
  const backups = listBackups(dir)
  const kept = backupsToKeep(backups.map((backup) => backup.time), keep)
  const removed = backups.filter((backup) => !kept.has(backup.time)).map((backup) => backup.name)
  for (const name of removed) fs.rmSync(path.join(dir, name), { recursive: true, force: true })
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const full = path.join(dir, name)
    if (name.startsWith('.partial-') && now.getTime() - fs.statSync(full).mtimeMs > 24 * 3_600_000) fs.rmSync(full, { recursive: true, force: true })
  }
  return removed
}
