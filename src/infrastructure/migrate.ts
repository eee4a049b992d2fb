import type { Payload } from 'payload'
import { migrations } from '../../migrations'
import { declaredWriteLocks, ensureLockRows } from '../shared/locks/write-lock'

/**
 * Applies the committed migrations (already-applied ones are skipped), then makes the lock rows
 * the collections' saves hold, so that no save has to make one while a burst holds the pool.
 */
export async function applyMigrations(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: migrations as never })
  await ensureLockRows(payload, declaredWriteLocks(payload))
}

/**
 * Applies the named migrations only, in the committed order: the schema a backup was taken on
 * (src/platform/backup/restore-backup.ts). A name this release does not have is refused.
 */
export async function applyNamedMigrations(payload: Payload, names: string[]): Promise<void> {
  const known = new Set(migrations.map((migration) => migration.name))
  const unknown = names.filter((name) => !known.has(name))
  if (unknown.length) throw new Error(`The backup was made by a newer release (its migrations ${unknown.join(', ')} are not in this one): restore it with that release or a later one`)
  const wanted = new Set(names)
  await payload.db.migrate({ migrations: migrations.filter((migration) => wanted.has(migration.name)) as never })
}
