import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { refreshAllMediaVisibility } from '../src/media/usage'

/**
 * Data only, written by hand and kept last: the public flag and the count of
 * users of every media file, from its users (now also the settings' logo).
 * It reads through the Payload config, so it runs after every migration that
 * adds a column the config reads; a later schema migration that adds a collection or column it reads renames it after itself (it is idempotent: a database that ran it under its old name runs it once more).
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await refreshAllMediaVisibility(payload, req)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the flags and counts are recomputed from the data.
}
