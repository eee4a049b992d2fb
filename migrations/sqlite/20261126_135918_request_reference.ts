import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`requests\` ADD \`reference\` text;`)
  // Requests stored before references: R-<year in Hong Kong>-<id>, unique since ids are (src/requests/reference.ts counts on from them).
  await db.run(sql`UPDATE \`requests\` SET \`reference\` = 'R-' || strftime('%Y', \`created_at\`, '+8 hours') || '-' || printf('%04d', \`id\`) WHERE \`reference\` IS NULL;`)
  await db.run(sql`CREATE UNIQUE INDEX \`requests_reference_idx\` ON \`requests\` (\`reference\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`requests_reference_idx\`;`)
  await db.run(sql`ALTER TABLE \`requests\` DROP COLUMN \`reference\`;`)
}
