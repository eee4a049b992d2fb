import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The new primary_image_filled flags (src/shared/ordering/empty-values-last.ts) are filled from the rows' pictures:
  // the generated copy read them from the old tables, which have no such column.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`status\` text DEFAULT 'Active' NOT NULL,
  	\`is_pinned\` integer DEFAULT false,
  	\`display_order\` numeric,
  	\`published_at\` text NOT NULL,
  	\`likes\` numeric DEFAULT 0,
  	\`primary_image_id\` integer,
  	\`updated_by_id\` integer,
  	\`title_filled_en\` integer DEFAULT false,
  	\`title_filled_zh_hant\` integer DEFAULT false,
  	\`description_filled_en\` integer DEFAULT false,
  	\`description_filled_zh_hant\` integer DEFAULT false,
  	\`article_body_filled_en\` integer DEFAULT false,
  	\`article_body_filled_zh_hant\` integer DEFAULT false,
  	\`primary_image_filled\` integer DEFAULT false,
  	\`updated_by_filled\` integer DEFAULT false,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`primary_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_items\`("id", "slug", "status", "is_pinned", "display_order", "published_at", "likes", "primary_image_id", "updated_by_id", "title_filled_en", "title_filled_zh_hant", "description_filled_en", "description_filled_zh_hant", "article_body_filled_en", "article_body_filled_zh_hant", "primary_image_filled", "updated_by_filled", "meta_image_id", "updated_at", "created_at") SELECT "id", "slug", "status", "is_pinned", "display_order", "published_at", "likes", "primary_image_id", "updated_by_id", "title_filled_en", "title_filled_zh_hant", "description_filled_en", "description_filled_zh_hant", "article_body_filled_en", "article_body_filled_zh_hant", ("primary_image_id" IS NOT NULL), "updated_by_filled", "meta_image_id", "updated_at", "created_at" FROM \`news_items\`;`)
  await db.run(sql`DROP TABLE \`news_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_items\` RENAME TO \`news_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_items_slug_idx\` ON \`news_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_items_status_idx\` ON \`news_items\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`news_items_is_pinned_idx\` ON \`news_items\` (\`is_pinned\`);`)
  await db.run(sql`CREATE INDEX \`news_items_display_order_idx\` ON \`news_items\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`news_items_published_at_idx\` ON \`news_items\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_items_primary_image_idx\` ON \`news_items\` (\`primary_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_items_updated_by_idx\` ON \`news_items\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news_items_meta_meta_image_idx\` ON \`news_items\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_items_updated_at_idx\` ON \`news_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_items_created_at_idx\` ON \`news_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text NOT NULL,
  	\`version_status\` text DEFAULT 'Active' NOT NULL,
  	\`version_is_pinned\` integer DEFAULT false,
  	\`version_display_order\` numeric,
  	\`version_published_at\` text NOT NULL,
  	\`version_likes\` numeric DEFAULT 0,
  	\`version_primary_image_id\` integer,
  	\`version_updated_by_id\` integer,
  	\`version_title_filled_en\` integer DEFAULT false,
  	\`version_title_filled_zh_hant\` integer DEFAULT false,
  	\`version_description_filled_en\` integer DEFAULT false,
  	\`version_description_filled_zh_hant\` integer DEFAULT false,
  	\`version_article_body_filled_en\` integer DEFAULT false,
  	\`version_article_body_filled_zh_hant\` integer DEFAULT false,
  	\`version_primary_image_filled\` integer DEFAULT false,
  	\`version_updated_by_filled\` integer DEFAULT false,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_primary_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_items_v\`("id", "parent_id", "version_slug", "version_status", "version_is_pinned", "version_display_order", "version_published_at", "version_likes", "version_primary_image_id", "version_updated_by_id", "version_title_filled_en", "version_title_filled_zh_hant", "version_description_filled_en", "version_description_filled_zh_hant", "version_article_body_filled_en", "version_article_body_filled_zh_hant", "version_primary_image_filled", "version_updated_by_filled", "version_meta_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_slug", "version_status", "version_is_pinned", "version_display_order", "version_published_at", "version_likes", "version_primary_image_id", "version_updated_by_id", "version_title_filled_en", "version_title_filled_zh_hant", "version_description_filled_en", "version_description_filled_zh_hant", "version_article_body_filled_en", "version_article_body_filled_zh_hant", ("version_primary_image_id" IS NOT NULL), "version_updated_by_filled", "version_meta_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_news_items_v\`;`)
  await db.run(sql`DROP TABLE \`_news_items_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_items_v\` RENAME TO \`_news_items_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_items_v_parent_idx\` ON \`_news_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_slug_idx\` ON \`_news_items_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_status_idx\` ON \`_news_items_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_is_pinned_idx\` ON \`_news_items_v\` (\`version_is_pinned\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_display_order_idx\` ON \`_news_items_v\` (\`version_display_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_published_at_idx\` ON \`_news_items_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_primary_image_idx\` ON \`_news_items_v\` (\`version_primary_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_updated_by_idx\` ON \`_news_items_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_meta_version_meta_image_idx\` ON \`_news_items_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_updated_at_idx\` ON \`_news_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_created_at_idx\` ON \`_news_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_created_at_idx\` ON \`_news_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_updated_at_idx\` ON \`_news_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_general_settings_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`active\` integer DEFAULT true,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`general_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_general_settings_carousel_slides\`("_order", "_parent_id", "id", "image_id", "active") SELECT "_order", "_parent_id", "id", "image_id", "active" FROM \`general_settings_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`general_settings_carousel_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_general_settings_carousel_slides\` RENAME TO \`general_settings_carousel_slides\`;`)
  await db.run(sql`CREATE INDEX \`general_settings_carousel_slides_order_idx\` ON \`general_settings_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`general_settings_carousel_slides_parent_id_idx\` ON \`general_settings_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`general_settings_carousel_slides_image_idx\` ON \`general_settings_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__general_settings_v_version_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_general_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__general_settings_v_version_carousel_slides\`("_order", "_parent_id", "id", "image_id", "active", "_uuid") SELECT "_order", "_parent_id", "id", "image_id", "active", "_uuid" FROM \`_general_settings_v_version_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_general_settings_v_version_carousel_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new__general_settings_v_version_carousel_slides\` RENAME TO \`_general_settings_v_version_carousel_slides\`;`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_carousel_slides_order_idx\` ON \`_general_settings_v_version_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_carousel_slides_parent_id_idx\` ON \`_general_settings_v_version_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_carousel_slides_image_idx\` ON \`_general_settings_v_version_carousel_slides\` (\`image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`status\` text DEFAULT 'Active' NOT NULL,
  	\`is_pinned\` integer DEFAULT false,
  	\`display_order\` numeric,
  	\`published_at\` text NOT NULL,
  	\`likes\` numeric DEFAULT 0,
  	\`primary_image_id\` integer NOT NULL,
  	\`updated_by_id\` integer,
  	\`title_filled_en\` integer DEFAULT false,
  	\`title_filled_zh_hant\` integer DEFAULT false,
  	\`description_filled_en\` integer DEFAULT false,
  	\`description_filled_zh_hant\` integer DEFAULT false,
  	\`article_body_filled_en\` integer DEFAULT false,
  	\`article_body_filled_zh_hant\` integer DEFAULT false,
  	\`updated_by_filled\` integer DEFAULT false,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`primary_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_items\`("id", "slug", "status", "is_pinned", "display_order", "published_at", "likes", "primary_image_id", "updated_by_id", "title_filled_en", "title_filled_zh_hant", "description_filled_en", "description_filled_zh_hant", "article_body_filled_en", "article_body_filled_zh_hant", "updated_by_filled", "meta_image_id", "updated_at", "created_at") SELECT "id", "slug", "status", "is_pinned", "display_order", "published_at", "likes", "primary_image_id", "updated_by_id", "title_filled_en", "title_filled_zh_hant", "description_filled_en", "description_filled_zh_hant", "article_body_filled_en", "article_body_filled_zh_hant", "updated_by_filled", "meta_image_id", "updated_at", "created_at" FROM \`news_items\`;`)
  await db.run(sql`DROP TABLE \`news_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_items\` RENAME TO \`news_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_items_slug_idx\` ON \`news_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_items_status_idx\` ON \`news_items\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`news_items_is_pinned_idx\` ON \`news_items\` (\`is_pinned\`);`)
  await db.run(sql`CREATE INDEX \`news_items_display_order_idx\` ON \`news_items\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`news_items_published_at_idx\` ON \`news_items\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_items_primary_image_idx\` ON \`news_items\` (\`primary_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_items_updated_by_idx\` ON \`news_items\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news_items_meta_meta_image_idx\` ON \`news_items\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_items_updated_at_idx\` ON \`news_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_items_created_at_idx\` ON \`news_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text NOT NULL,
  	\`version_status\` text DEFAULT 'Active' NOT NULL,
  	\`version_is_pinned\` integer DEFAULT false,
  	\`version_display_order\` numeric,
  	\`version_published_at\` text NOT NULL,
  	\`version_likes\` numeric DEFAULT 0,
  	\`version_primary_image_id\` integer NOT NULL,
  	\`version_updated_by_id\` integer,
  	\`version_title_filled_en\` integer DEFAULT false,
  	\`version_title_filled_zh_hant\` integer DEFAULT false,
  	\`version_description_filled_en\` integer DEFAULT false,
  	\`version_description_filled_zh_hant\` integer DEFAULT false,
  	\`version_article_body_filled_en\` integer DEFAULT false,
  	\`version_article_body_filled_zh_hant\` integer DEFAULT false,
  	\`version_updated_by_filled\` integer DEFAULT false,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_primary_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_items_v\`("id", "parent_id", "version_slug", "version_status", "version_is_pinned", "version_display_order", "version_published_at", "version_likes", "version_primary_image_id", "version_updated_by_id", "version_title_filled_en", "version_title_filled_zh_hant", "version_description_filled_en", "version_description_filled_zh_hant", "version_article_body_filled_en", "version_article_body_filled_zh_hant", "version_updated_by_filled", "version_meta_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_slug", "version_status", "version_is_pinned", "version_display_order", "version_published_at", "version_likes", "version_primary_image_id", "version_updated_by_id", "version_title_filled_en", "version_title_filled_zh_hant", "version_description_filled_en", "version_description_filled_zh_hant", "version_article_body_filled_en", "version_article_body_filled_zh_hant", "version_updated_by_filled", "version_meta_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_news_items_v\`;`)
  await db.run(sql`DROP TABLE \`_news_items_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_items_v\` RENAME TO \`_news_items_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_items_v_parent_idx\` ON \`_news_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_slug_idx\` ON \`_news_items_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_status_idx\` ON \`_news_items_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_is_pinned_idx\` ON \`_news_items_v\` (\`version_is_pinned\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_display_order_idx\` ON \`_news_items_v\` (\`version_display_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_published_at_idx\` ON \`_news_items_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_primary_image_idx\` ON \`_news_items_v\` (\`version_primary_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_updated_by_idx\` ON \`_news_items_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_meta_version_meta_image_idx\` ON \`_news_items_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_updated_at_idx\` ON \`_news_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_created_at_idx\` ON \`_news_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_created_at_idx\` ON \`_news_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_updated_at_idx\` ON \`_news_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_general_settings_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`active\` integer DEFAULT true,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`general_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_general_settings_carousel_slides\`("_order", "_parent_id", "id", "image_id", "active") SELECT "_order", "_parent_id", "id", "image_id", "active" FROM \`general_settings_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`general_settings_carousel_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_general_settings_carousel_slides\` RENAME TO \`general_settings_carousel_slides\`;`)
  await db.run(sql`CREATE INDEX \`general_settings_carousel_slides_order_idx\` ON \`general_settings_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`general_settings_carousel_slides_parent_id_idx\` ON \`general_settings_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`general_settings_carousel_slides_image_idx\` ON \`general_settings_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__general_settings_v_version_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_general_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__general_settings_v_version_carousel_slides\`("_order", "_parent_id", "id", "image_id", "active", "_uuid") SELECT "_order", "_parent_id", "id", "image_id", "active", "_uuid" FROM \`_general_settings_v_version_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_general_settings_v_version_carousel_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new__general_settings_v_version_carousel_slides\` RENAME TO \`_general_settings_v_version_carousel_slides\`;`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_carousel_slides_order_idx\` ON \`_general_settings_v_version_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_carousel_slides_parent_id_idx\` ON \`_general_settings_v_version_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_carousel_slides_image_idx\` ON \`_general_settings_v_version_carousel_slides\` (\`image_id\`);`)
}
