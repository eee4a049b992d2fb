import type { Payload } from 'payload'
import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { env } from '../config/env.server'

/** Applies the committed migrations of the active adapter; already-applied ones are skipped. */
export async function applyMigrations(payload: Payload): Promise<void> {
  const migrations = env().database.kind === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as never })
}
