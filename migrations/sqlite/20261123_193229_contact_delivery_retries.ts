import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`next_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`last_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`delivery_started_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`concurrency_key\` text;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_concurrency_key_idx\` ON \`payload_jobs\` (\`concurrency_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payload_jobs_concurrency_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`concurrency_key\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`next_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`last_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`delivery_started_at\`;`)
}
