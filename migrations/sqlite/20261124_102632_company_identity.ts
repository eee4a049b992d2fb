import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`general_settings\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`general_settings\` ADD \`founding_year\` numeric;`)
  await db.run(sql`CREATE INDEX \`general_settings_logo_idx\` ON \`general_settings\` (\`logo_id\`);`)
  await db.run(sql`ALTER TABLE \`general_settings_locales\` ADD \`brand_name\` text;`)
  await db.run(sql`ALTER TABLE \`general_settings_locales\` ADD \`address_area\` text;`)
  await db.run(sql`ALTER TABLE \`general_settings_locales\` ADD \`privacy_policy\` text;`)
  await db.run(sql`ALTER TABLE \`general_settings_locales\` ADD \`terms_of_service\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_general_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`carousel_interval_ms\` numeric DEFAULT 5000 NOT NULL,
  	\`telephone\` text,
  	\`info_email\` text,
  	\`map_embed_url\` text,
  	\`contact_email\` text,
  	\`facebook_url\` text,
  	\`instagram_url\` text,
  	\`wechat_qr_id\` integer,
  	\`whatsapp_qr_id\` integer,
  	\`whatsapp_chat_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`wechat_qr_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`whatsapp_qr_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_general_settings\`("id", "carousel_interval_ms", "telephone", "info_email", "map_embed_url", "contact_email", "facebook_url", "instagram_url", "wechat_qr_id", "whatsapp_qr_id", "whatsapp_chat_url", "updated_at", "created_at") SELECT "id", "carousel_interval_ms", "telephone", "info_email", "map_embed_url", "contact_email", "facebook_url", "instagram_url", "wechat_qr_id", "whatsapp_qr_id", "whatsapp_chat_url", "updated_at", "created_at" FROM \`general_settings\`;`)
  await db.run(sql`DROP TABLE \`general_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_general_settings\` RENAME TO \`general_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`general_settings_wechat_qr_idx\` ON \`general_settings\` (\`wechat_qr_id\`);`)
  await db.run(sql`CREATE INDEX \`general_settings_whatsapp_qr_idx\` ON \`general_settings\` (\`whatsapp_qr_id\`);`)
  await db.run(sql`ALTER TABLE \`general_settings_locales\` DROP COLUMN \`brand_name\`;`)
  await db.run(sql`ALTER TABLE \`general_settings_locales\` DROP COLUMN \`address_area\`;`)
  await db.run(sql`ALTER TABLE \`general_settings_locales\` DROP COLUMN \`privacy_policy\`;`)
  await db.run(sql`ALTER TABLE \`general_settings_locales\` DROP COLUMN \`terms_of_service\`;`)
}
