import fs from 'node:fs'
import path from 'node:path'
import type { AppEnv } from '../../config/env.server'
import { differentCounts } from './create-backup'
import { countTables, isEmptyDatabase, restoreDatabase } from './database-snapshot'
import { checkBackupFiles, DATABASE_FOLDER, FILES_FOLDER, readManifest } from './manifest'
import { fileStoreOf, isEmptyStore, restoreStoredFiles } from './stored-files'

export type RestoreTarget = Pick<AppEnv, 'database' | 'dataDir' | 's3'>
/** Makes the schema of the named migrations, in order, in the empty database (Payload's migrate). */
export type ApplyMigrations = (names: string[]) => Promise<void>

/**
 * Brings a backup back into an empty site: an empty DATA_DIR (or an empty PostgreSQL database
 * and bucket). Nothing is written before the backup has been checked against its manifest, and
 * a site that already has a database or files is refused, never overwritten. The schema is made
 * by the backup's own migrations (a newer release's are applied by the next start), then the rows
 * go in; afterwards every table is counted again and compared with the manifest.
 */
export async function restoreBackup(backupPath: string, target: RestoreTarget, applyMigrations: ApplyMigrations): Promise<{ tables: number; files: number }> {
  const manifest = readManifest(backupPath)
  const problems = await checkBackupFiles(backupPath, manifest)
  if (problems.length) throw new Error(`The backup is damaged: ${problems.slice(0, 5).join('; ')}`)
  const store = fileStoreOf(target)
  if (!(await isEmptyDatabase(target.database))) throw new Error('The database to restore into is not empty: restore into a new DATA_DIR or an empty PostgreSQL database')
  if (!(await isEmptyStore(store))) throw new Error(store.kind === 'disk' ? `${store.dir} holds files already: restore into a new DATA_DIR` : `The bucket ${store.s3.bucket} holds files already: restore into an empty bucket`)

  fs.mkdirSync(target.dataDir, { recursive: true })
  await applyMigrations(manifest.database.migrations)
  await restoreDatabase(target.database, path.join(backupPath, DATABASE_FOLDER, manifest.database.file), manifest.database.sequences)
  await restoreStoredFiles(store, path.join(backupPath, FILES_FOLDER), manifest.files)
  if (manifest.secret) {
    const secret = path.join(target.dataDir, '.payload-secret')
    fs.copyFileSync(path.join(backupPath, manifest.secret.file), secret)
    fs.chmodSync(secret, 0o600)
  }
  const wrong = differentCounts(manifest.tables, await countTables(target.database))
  if (wrong.length) throw new Error(`The restored database differs from the backup: ${wrong.slice(0, 5).join('; ')}`)
  return { tables: Object.keys(manifest.tables).length, files: manifest.files.length }
}
