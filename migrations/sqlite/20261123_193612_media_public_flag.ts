import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`publicly_visible\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`media_publicly_visible_idx\` ON \`media\` (\`publicly_visible\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_publicly_visible_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`publicly_visible\`;`)
}
