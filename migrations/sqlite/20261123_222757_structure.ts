import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { refreshAllMediaVisibility } from '../../src/media/usage'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`image_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`catalogue_pdf_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`meta_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`products_meta_meta_image_idx\` ON \`products\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`name_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`description_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`detailed_description_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`categories_locales\` ADD \`name_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`categories_locales\` ADD \`description_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes\` ADD \`shade_hex_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes\` ADD \`image_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` ADD \`composition_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` ADD \`thread_type_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` ADD \`denier_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` ADD \`length_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` ADD \`net_weight_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` ADD \`gross_weight_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` ADD \`country_of_origin_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` ADD \`other_information_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` ADD \`bleaching_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` ADD \`ironing_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` ADD \`washing_temperature_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` ADD \`other_technical_info_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_categories_locales\` ADD \`name_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_items\` ADD \`primary_image_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_items\` ADD \`pdf_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_items\` ADD \`meta_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`gallery_items_meta_meta_image_idx\` ON \`gallery_items\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` ADD \`name_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` ADD \`description_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` ADD \`detailed_description_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` ADD \`project_details_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`news_items\` ADD \`meta_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`news_items_meta_meta_image_idx\` ON \`news_items\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` ADD \`title_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` ADD \`description_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` ADD \`article_body_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`locale_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`recipient_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`next_attempt_at_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`last_attempt_at_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`last_error_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`delivered_at_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`delivery_started_at_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`filename_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`mime_type_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`filesize_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`width_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`height_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`media_locales\` ADD \`alt_filled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`name_filled\` integer DEFAULT false;`)

  // Data: each flag starts as its column is now (empty text counts as empty), and
  // display orders left empty before a hook kept them filled go last.
  await db.run(sql`UPDATE \`products\` SET \`image_filled\` = (\`image_id\` IS NOT NULL AND trim(\`image_id\`) <> '');`)
  await db.run(sql`UPDATE \`products\` SET \`catalogue_pdf_filled\` = (\`catalogue_pdf_id\` IS NOT NULL AND trim(\`catalogue_pdf_id\`) <> '');`)
  await db.run(sql`UPDATE \`products_locales\` SET \`name_filled\` = (\`name\` IS NOT NULL AND trim(\`name\`) <> '');`)
  await db.run(sql`UPDATE \`products_locales\` SET \`description_filled\` = (\`description\` IS NOT NULL AND trim(\`description\`) <> '');`)
  await db.run(sql`UPDATE \`products_locales\` SET \`detailed_description_filled\` = (\`detailed_description\` IS NOT NULL AND trim(\`detailed_description\`) <> '');`)
  await db.run(sql`UPDATE \`categories_locales\` SET \`name_filled\` = (\`name\` IS NOT NULL AND trim(\`name\`) <> '');`)
  await db.run(sql`UPDATE \`categories_locales\` SET \`description_filled\` = (\`description\` IS NOT NULL AND trim(\`description\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes\` SET \`shade_hex_filled\` = (\`shade_hex\` IS NOT NULL AND trim(\`shade_hex\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes\` SET \`image_filled\` = (\`image_id\` IS NOT NULL AND trim(\`image_id\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes_locales\` SET \`composition_filled\` = (\`composition\` IS NOT NULL AND trim(\`composition\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes_locales\` SET \`thread_type_filled\` = (\`thread_type\` IS NOT NULL AND trim(\`thread_type\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes_locales\` SET \`denier_filled\` = (\`denier\` IS NOT NULL AND trim(\`denier\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes_locales\` SET \`length_filled\` = (\`length\` IS NOT NULL AND trim(\`length\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes_locales\` SET \`net_weight_filled\` = (\`net_weight\` IS NOT NULL AND trim(\`net_weight\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes_locales\` SET \`gross_weight_filled\` = (\`gross_weight\` IS NOT NULL AND trim(\`gross_weight\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes_locales\` SET \`country_of_origin_filled\` = (\`country_of_origin\` IS NOT NULL AND trim(\`country_of_origin\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes_locales\` SET \`other_information_filled\` = (\`other_information\` IS NOT NULL AND trim(\`other_information\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes_locales\` SET \`bleaching_filled\` = (\`bleaching\` IS NOT NULL AND trim(\`bleaching\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes_locales\` SET \`ironing_filled\` = (\`ironing\` IS NOT NULL AND trim(\`ironing\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes_locales\` SET \`washing_temperature_filled\` = (\`washing_temperature\` IS NOT NULL AND trim(\`washing_temperature\`) <> '');`)
  await db.run(sql`UPDATE \`item_codes_locales\` SET \`other_technical_info_filled\` = (\`other_technical_info\` IS NOT NULL AND trim(\`other_technical_info\`) <> '');`)
  await db.run(sql`UPDATE \`gallery_categories_locales\` SET \`name_filled\` = (\`name\` IS NOT NULL AND trim(\`name\`) <> '');`)
  await db.run(sql`UPDATE \`gallery_items\` SET \`primary_image_filled\` = (\`primary_image_id\` IS NOT NULL AND trim(\`primary_image_id\`) <> '');`)
  await db.run(sql`UPDATE \`gallery_items\` SET \`pdf_filled\` = (\`pdf_id\` IS NOT NULL AND trim(\`pdf_id\`) <> '');`)
  await db.run(sql`UPDATE \`gallery_items_locales\` SET \`name_filled\` = (\`name\` IS NOT NULL AND trim(\`name\`) <> '');`)
  await db.run(sql`UPDATE \`gallery_items_locales\` SET \`description_filled\` = (\`description\` IS NOT NULL AND trim(\`description\`) <> '');`)
  await db.run(sql`UPDATE \`gallery_items_locales\` SET \`detailed_description_filled\` = (\`detailed_description\` IS NOT NULL AND trim(\`detailed_description\`) <> '');`)
  await db.run(sql`UPDATE \`gallery_items_locales\` SET \`project_details_filled\` = (\`project_details\` IS NOT NULL AND trim(\`project_details\`) <> '');`)
  await db.run(sql`UPDATE \`news_items_locales\` SET \`title_filled\` = (\`title\` IS NOT NULL AND trim(\`title\`) <> '');`)
  await db.run(sql`UPDATE \`news_items_locales\` SET \`description_filled\` = (\`description\` IS NOT NULL AND trim(\`description\`) <> '');`)
  await db.run(sql`UPDATE \`news_items_locales\` SET \`article_body_filled\` = (\`article_body\` IS NOT NULL AND trim(\`article_body\`) <> '');`)
  await db.run(sql`UPDATE \`contact_messages\` SET \`locale_filled\` = (\`locale\` IS NOT NULL AND trim(\`locale\`) <> '');`)
  await db.run(sql`UPDATE \`contact_messages\` SET \`recipient_filled\` = (\`recipient\` IS NOT NULL AND trim(\`recipient\`) <> '');`)
  await db.run(sql`UPDATE \`contact_messages\` SET \`next_attempt_at_filled\` = (\`next_attempt_at\` IS NOT NULL AND trim(\`next_attempt_at\`) <> '');`)
  await db.run(sql`UPDATE \`contact_messages\` SET \`last_attempt_at_filled\` = (\`last_attempt_at\` IS NOT NULL AND trim(\`last_attempt_at\`) <> '');`)
  await db.run(sql`UPDATE \`contact_messages\` SET \`last_error_filled\` = (\`last_error\` IS NOT NULL AND trim(\`last_error\`) <> '');`)
  await db.run(sql`UPDATE \`contact_messages\` SET \`delivered_at_filled\` = (\`delivered_at\` IS NOT NULL AND trim(\`delivered_at\`) <> '');`)
  await db.run(sql`UPDATE \`contact_messages\` SET \`delivery_started_at_filled\` = (\`delivery_started_at\` IS NOT NULL AND trim(\`delivery_started_at\`) <> '');`)
  await db.run(sql`UPDATE \`media\` SET \`filename_filled\` = (\`filename\` IS NOT NULL AND trim(\`filename\`) <> '');`)
  await db.run(sql`UPDATE \`media\` SET \`mime_type_filled\` = (\`mime_type\` IS NOT NULL AND trim(\`mime_type\`) <> '');`)
  await db.run(sql`UPDATE \`media\` SET \`filesize_filled\` = (\`filesize\` IS NOT NULL AND trim(\`filesize\`) <> '');`)
  await db.run(sql`UPDATE \`media\` SET \`width_filled\` = (\`width\` IS NOT NULL AND trim(\`width\`) <> '');`)
  await db.run(sql`UPDATE \`media\` SET \`height_filled\` = (\`height\` IS NOT NULL AND trim(\`height\`) <> '');`)
  await db.run(sql`UPDATE \`media_locales\` SET \`alt_filled\` = (\`alt\` IS NOT NULL AND trim(\`alt\`) <> '');`)
  await db.run(sql`UPDATE \`users\` SET \`name_filled\` = (\`name\` IS NOT NULL AND trim(\`name\`) <> '');`)
  await db.run(sql`UPDATE \`products\` SET \`display_order\` = (SELECT coalesce(max(\`display_order\`), 0) FROM \`products\`) + \`id\` WHERE \`display_order\` IS NULL;`)
  await db.run(sql`UPDATE \`categories\` SET \`display_order\` = (SELECT coalesce(max(\`display_order\`), 0) FROM \`categories\`) + \`id\` WHERE \`display_order\` IS NULL;`)
  await db.run(sql`UPDATE \`gallery_categories\` SET \`display_order\` = (SELECT coalesce(max(\`display_order\`), 0) FROM \`gallery_categories\`) + \`id\` WHERE \`display_order\` IS NULL;`)
  await db.run(sql`UPDATE \`gallery_items\` SET \`display_order\` = (SELECT coalesce(max(\`display_order\`), 0) FROM \`gallery_items\`) + \`id\` WHERE \`display_order\` IS NULL;`)
  await db.run(sql`UPDATE \`news_items\` SET \`display_order\` = CASE WHEN \`is_pinned\` THEN 999 ELSE 0 END WHERE \`display_order\` IS NULL;`)

  // Data, last: the public flag of every media file, from its users (the SEO share image
  // counts), now that every column the Payload config reads exists.
  await refreshAllMediaVisibility(payload, req)
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
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`name_filled\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`description_filled\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`detailed_description_filled\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`categories_locales\` DROP COLUMN \`name_filled\`;`)
  await db.run(sql`ALTER TABLE \`categories_locales\` DROP COLUMN \`description_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes\` DROP COLUMN \`shade_hex_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes\` DROP COLUMN \`image_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` DROP COLUMN \`composition_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` DROP COLUMN \`thread_type_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` DROP COLUMN \`denier_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` DROP COLUMN \`length_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` DROP COLUMN \`net_weight_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` DROP COLUMN \`gross_weight_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` DROP COLUMN \`country_of_origin_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` DROP COLUMN \`other_information_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` DROP COLUMN \`bleaching_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` DROP COLUMN \`ironing_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` DROP COLUMN \`washing_temperature_filled\`;`)
  await db.run(sql`ALTER TABLE \`item_codes_locales\` DROP COLUMN \`other_technical_info_filled\`;`)
  await db.run(sql`ALTER TABLE \`gallery_categories_locales\` DROP COLUMN \`name_filled\`;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` DROP COLUMN \`name_filled\`;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` DROP COLUMN \`description_filled\`;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` DROP COLUMN \`detailed_description_filled\`;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` DROP COLUMN \`project_details_filled\`;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`gallery_items_locales\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` DROP COLUMN \`title_filled\`;`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` DROP COLUMN \`description_filled\`;`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` DROP COLUMN \`article_body_filled\`;`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`news_items_locales\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`locale_filled\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`recipient_filled\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`next_attempt_at_filled\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`last_attempt_at_filled\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`last_error_filled\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`delivered_at_filled\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`delivery_started_at_filled\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`filename_filled\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`mime_type_filled\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`filesize_filled\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`width_filled\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`height_filled\`;`)
  await db.run(sql`ALTER TABLE \`media_locales\` DROP COLUMN \`alt_filled\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`name_filled\`;`)
}
