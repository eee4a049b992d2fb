import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { refreshAllMediaVisibility } from '../../src/media/usage'

/**
 * Data only (keep it after the schema migration that adds media.publicly_visible):
 * files of a site made before the flag existed become public exactly where
 * active content or the settings use them.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  // It reads through today's Payload config, which expects the columns of every
  // later schema migration (seo_fields adds meta_image_id): on a fresh database,
  // which has no files yet, those do not exist when this runs. The media count
  // reads no such column.
  if ((await payload.count({ collection: 'media', req })).totalDocs === 0) return
  await refreshAllMediaVisibility(payload, req)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The column itself is dropped by the schema migration's down.
}
