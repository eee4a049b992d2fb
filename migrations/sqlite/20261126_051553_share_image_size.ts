import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_share_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_share_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_share_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_share_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_share_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_share_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_share_sizes_share_filename_idx\` ON \`media\` (\`sizes_share_filename\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_sizes_share_sizes_share_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_share_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_share_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_share_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_share_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_share_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_share_filename\`;`)
}
