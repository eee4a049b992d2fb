import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import type { AppEnv } from '../config/env.server'
import { indexLocaleParents } from './locale-parent-indexes'

/**
 * SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL says so. The
 * schema is never pushed: committed migrations (one folder per adapter) are
 * applied at start, so development, tests and production share one path.
 */
export function databaseAdapter(config: AppEnv): DatabaseAdapterObj {
  if (config.database.kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: config.database.url, max: 10 },
      push: false,
      migrationDir: 'migrations/postgres',
      prodMigrations: postgresMigrations,
      beforeSchemaInit: [indexLocaleParents],
    })
  }
  return sqliteAdapter({
    client: { url: `file:${config.database.file}` },
    wal: true,
    busyTimeout: 5000,
    push: false,
    migrationDir: 'migrations/sqlite',
    prodMigrations: sqliteMigrations,
    beforeSchemaInit: [indexLocaleParents],
  })
}
