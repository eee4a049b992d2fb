import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { refreshAllMediaVisibility } from '../../src/media/usage'

/**
 * Data only (keep it after the schema migration that adds media.publicly_visible):
 * files of a site made before the flag existed become public exactly where
 * active content or the settings use them.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await refreshAllMediaVisibility(payload, req)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The column itself is dropped by the schema migration's down.
}
