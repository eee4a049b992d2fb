import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Data only, and now nothing: it set the public flag of every media file
 * through the Payload config, which expects the columns of every later
 * migration, so on an older database it failed. The structure migration
 * (20261123_*_structure) sets the flags instead, once those columns exist.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The column itself is dropped by the schema migration's down.
}
