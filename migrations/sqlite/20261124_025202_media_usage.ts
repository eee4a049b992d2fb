import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`usage_count\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`media_usage_count_idx\` ON \`media\` (\`usage_count\`);`)
  // The media flags and counts are computed by the later about_images migration, once every
  // column the Payload config reads exists.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_usage_count_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`usage_count\`;`)
}
