import { postgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'
import type { AppEnv } from '../config/env.server'
import { indexLocaleParents } from './locale-parent-indexes'

/**
 * PostgreSQL: the server of DATABASE_URL, or the embedded one in DATA_DIR (decision 024). The
 * schema is never pushed: the committed migrations are applied by the preparation every start
 * runs (scripts/prepare.ts), so development, tests and production share one path. No
 * `prodMigrations`: connecting never migrates, so a restore can make a backup's own schema.
 */
export function databaseAdapter(config: AppEnv): DatabaseAdapterObj {
  return postgresAdapter({
    pool: { connectionString: config.database.url, max: 10 },
    push: false,
    migrationDir: 'migrations',
    beforeSchemaInit: [indexLocaleParents],
  })
}
