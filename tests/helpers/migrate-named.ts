import { spawn } from 'node:child_process'
import path from 'node:path'
import { root } from '../../scripts/lib/build.mjs'

/**
 * Applies the named migrations to another database than the test's own, in a process of its own
 * (Payload keeps one instance per process): what `npm run restore` does before the rows go in.
 */
export async function migrateNamed(databaseUrl: string, names: string[], dataDir: string): Promise<void> {
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'tests', 'helpers', 'migrate-template.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, MIGRATIONS: names.join(','), S3_BUCKET: '' },
  })
  const code = await new Promise((resolve, reject) => (child.once('error', reject), child.once('exit', resolve)))
  if (code !== 0) throw new Error(`Migrating ${databaseUrl} failed (${String(code)})`)
}
