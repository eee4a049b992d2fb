import { refreshAllMediaVisibility } from '../../src/media/usage'
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`usage_count\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`media_usage_count_idx\` ON \`media\` (\`usage_count\`);`)

  // Data, last: the public flag and the count of users of every media file, from its users (the
  // SEO share image counts), now that every column the Payload config reads exists.
  await refreshAllMediaVisibility(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_usage_count_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`usage_count\`;`)
}
