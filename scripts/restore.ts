// npm run restore -- <backup>: brings a backup (its folder, or its name under BACKUP_DIR) back into
// an empty site: a new DATA_DIR, or an empty PostgreSQL database (DATABASE_URL) and bucket (S3_*).
// Start the site afterwards with npm start.
import fs from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import { loadEnv } from '../src/config/env.server'
import { applyNamedMigrations } from '../src/infrastructure/migrate'
import { listBackups } from '../src/platform/backup/manifest'
import { restoreBackup } from '../src/platform/backup/restore-backup'

const config = loadEnv()
const named = process.argv[2]
if (!named) {
  const backups = listBackups(config.backup.dir)
  console.error('Name the backup to restore: npm run restore -- <backup folder>')
  console.error(backups.length ? `Backups in ${config.backup.dir}, newest first:\n${backups.map((backup) => `  ${backup.name}`).join('\n')}` : `No backups in ${config.backup.dir}.`)
  process.exit(2)
}
const backupPath = fs.existsSync(named) ? path.resolve(named) : path.join(config.backup.dir, named)
const started = Date.now()
try {
  const { tables, files } = await restoreBackup(backupPath, config, async (names) => {
    // Payload says each migration it applies: an operator's restore says what it did in its own lines.
    process.env.LOG_LEVEL ||= 'warn'
    const { default: payloadConfig } = await import('../src/payload.config')
    const payload = await getPayload({ config: payloadConfig })
    try {
      await applyNamedMigrations(payload, names)
    } finally {
      await payload.destroy()
    }
  })
  console.log(`Restored ${backupPath}`)
  console.log(`  into ${config.database.embedded ? `the embedded PostgreSQL of ${config.dataDir}` : 'the PostgreSQL database of DATABASE_URL'}: ${tables} tables as counted in the backup, and ${files} files, in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  console.log('Start the site with npm start.')
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
