import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`products_meta_meta_image_idx\` ON \`products\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`gallery_items\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`gallery_items_meta_meta_image_idx\` ON \`gallery_items\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`news_items\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`news_items_meta_meta_image_idx\` ON \`news_items\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` ADD \`meta_description\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`status\` text DEFAULT 'Active' NOT NULL,
  	\`display_order\` numeric,
  	\`image_id\` integer,
  	\`catalogue_pdf_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`catalogue_pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "slug", "status", "display_order", "image_id", "catalogue_pdf_id", "updated_at", "created_at") SELECT "id", "slug", "status", "display_order", "image_id", "catalogue_pdf_id", "updated_at", "created_at" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_status_idx\` ON \`products\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`products_display_order_idx\` ON \`products\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`products_image_idx\` ON \`products\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_catalogue_pdf_idx\` ON \`products\` (\`catalogue_pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_gallery_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`status\` text DEFAULT 'Active' NOT NULL,
  	\`display_order\` numeric,
  	\`is_pdf\` integer DEFAULT false,
  	\`primary_image_id\` integer,
  	\`pdf_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`primary_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_gallery_items\`("id", "slug", "status", "display_order", "is_pdf", "primary_image_id", "pdf_id", "updated_at", "created_at") SELECT "id", "slug", "status", "display_order", "is_pdf", "primary_image_id", "pdf_id", "updated_at", "created_at" FROM \`gallery_items\`;`)
  await db.run(sql`DROP TABLE \`gallery_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_gallery_items\` RENAME TO \`gallery_items\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`gallery_items_slug_idx\` ON \`gallery_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_status_idx\` ON \`gallery_items\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_display_order_idx\` ON \`gallery_items\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_primary_image_idx\` ON \`gallery_items\` (\`primary_image_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_pdf_idx\` ON \`gallery_items\` (\`pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_updated_at_idx\` ON \`gallery_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_created_at_idx\` ON \`gallery_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`status\` text DEFAULT 'Active' NOT NULL,
  	\`is_pinned\` integer DEFAULT false,
  	\`display_order\` numeric,
  	\`published_at\` text NOT NULL,
  	\`likes\` numeric DEFAULT 0,
  	\`primary_image_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`primary_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_items\`("id", "slug", "status", "is_pinned", "display_order", "published_at", "likes", "primary_image_id", "updated_at", "created_at") SELECT "id", "slug", "status", "is_pinned", "display_order", "published_at", "likes", "primary_image_id", "updated_at", "created_at" FROM \`news_items\`;`)
  await db.run(sql`DROP TABLE \`news_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_items\` RENAME TO \`news_items\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_items_slug_idx\` ON \`news_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_items_status_idx\` ON \`news_items\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`news_items_is_pinned_idx\` ON \`news_items\` (\`is_pinned\`);`)
  await db.run(sql`CREATE INDEX \`news_items_display_order_idx\` ON \`news_items\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`news_items_published_at_idx\` ON \`news_items\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_items_primary_image_idx\` ON \`news_items\` (\`primary_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_items_updated_at_idx\` ON \`news_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_items_created_at_idx\` ON \`news_items\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` DROP COLUMN \`meta_description\`;`)
}
