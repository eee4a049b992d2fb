import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`history_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`metallic_yarn_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`sustainability_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`community_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`about_page_history_history_image_idx\` ON \`about_page\` (\`history_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_metallic_yarn_metallic_yarn_image_idx\` ON \`about_page\` (\`metallic_yarn_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_sustainability_sustainability_image_idx\` ON \`about_page\` (\`sustainability_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_community_community_image_idx\` ON \`about_page\` (\`community_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page\` RENAME TO \`about_page\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
