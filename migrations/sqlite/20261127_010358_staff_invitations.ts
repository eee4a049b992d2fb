import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`invited_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`invited_at_filled\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`invited_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`invited_at_filled\`;`)
}
