// npm run backup: one verified backup now, beside the scheduled ones (src/platform/backup), then
// the retention rule applied. Reads the same settings as the site (DATA_DIR, DATABASE_URL, S3_*,
// BACKUP_*); the site may keep running meanwhile.
import { loadEnv } from '../src/config/env.server'
import { createBackup, pruneBackups } from '../src/platform/backup/create-backup'

const config = loadEnv()
const started = Date.now()
try {
  const { path, manifest } = await createBackup(config, config.backup.dir)
  const removed = pruneBackups(config.backup.dir, config.backup.keep)
  const megabytes = (manifest.totalBytes / 1_048_576).toFixed(1)
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0)
  console.log(`Backup written and verified: ${path}`)
  console.log(`  ${megabytes} MB: the database (${Object.keys(manifest.tables).length} tables, ${rows} rows) and ${manifest.files.length} files, in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (removed.length) console.log(`  Older backups removed by the retention rule: ${removed.join(', ')}`)
  console.log(`Restore it into an empty DATA_DIR with: npm run restore -- ${path}`)
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
