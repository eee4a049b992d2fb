import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text NOT NULL,
  	\`version_status\` text DEFAULT 'Active' NOT NULL,
  	\`version_display_order\` numeric,
  	\`version_image_id\` integer,
  	\`version_catalogue_pdf_id\` integer,
  	\`version_updated_by_id\` integer,
  	\`version_name_filled_en\` integer DEFAULT false,
  	\`version_name_filled_zh_hant\` integer DEFAULT false,
  	\`version_description_filled_en\` integer DEFAULT false,
  	\`version_description_filled_zh_hant\` integer DEFAULT false,
  	\`version_detailed_description_filled_en\` integer DEFAULT false,
  	\`version_detailed_description_filled_zh_hant\` integer DEFAULT false,
  	\`version_image_filled\` integer DEFAULT false,
  	\`version_catalogue_pdf_filled\` integer DEFAULT false,
  	\`version_updated_by_filled\` integer DEFAULT false,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_catalogue_pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_status_idx\` ON \`_products_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_display_order_idx\` ON \`_products_v\` (\`version_display_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_image_idx\` ON \`_products_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_catalogue_pdf_idx\` ON \`_products_v\` (\`version_catalogue_pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_by_idx\` ON \`_products_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_meta_version_meta_image_idx\` ON \`_products_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_detailed_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_locales_parent_idx\` ON \`_products_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_categories_id_idx\` ON \`_products_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_item_codes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_product_id\` integer NOT NULL,
  	\`version_item_code\` text NOT NULL,
  	\`version_shade_hex\` text,
  	\`version_image_id\` integer,
  	\`version_updated_by_id\` integer,
  	\`version_shade_hex_filled\` integer DEFAULT false,
  	\`version_image_filled\` integer DEFAULT false,
  	\`version_composition_filled_en\` integer DEFAULT false,
  	\`version_composition_filled_zh_hant\` integer DEFAULT false,
  	\`version_thread_type_filled_en\` integer DEFAULT false,
  	\`version_thread_type_filled_zh_hant\` integer DEFAULT false,
  	\`version_denier_filled_en\` integer DEFAULT false,
  	\`version_denier_filled_zh_hant\` integer DEFAULT false,
  	\`version_length_filled_en\` integer DEFAULT false,
  	\`version_length_filled_zh_hant\` integer DEFAULT false,
  	\`version_net_weight_filled_en\` integer DEFAULT false,
  	\`version_net_weight_filled_zh_hant\` integer DEFAULT false,
  	\`version_gross_weight_filled_en\` integer DEFAULT false,
  	\`version_gross_weight_filled_zh_hant\` integer DEFAULT false,
  	\`version_country_of_origin_filled_en\` integer DEFAULT false,
  	\`version_country_of_origin_filled_zh_hant\` integer DEFAULT false,
  	\`version_other_information_filled_en\` integer DEFAULT false,
  	\`version_other_information_filled_zh_hant\` integer DEFAULT false,
  	\`version_bleaching_filled_en\` integer DEFAULT false,
  	\`version_bleaching_filled_zh_hant\` integer DEFAULT false,
  	\`version_ironing_filled_en\` integer DEFAULT false,
  	\`version_ironing_filled_zh_hant\` integer DEFAULT false,
  	\`version_washing_temperature_filled_en\` integer DEFAULT false,
  	\`version_washing_temperature_filled_zh_hant\` integer DEFAULT false,
  	\`version_other_technical_info_filled_en\` integer DEFAULT false,
  	\`version_other_technical_info_filled_zh_hant\` integer DEFAULT false,
  	\`version_updated_by_filled\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`item_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_item_codes_v_parent_idx\` ON \`_item_codes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_item_codes_v_version_version_product_idx\` ON \`_item_codes_v\` (\`version_product_id\`);`)
  await db.run(sql`CREATE INDEX \`_item_codes_v_version_version_item_code_idx\` ON \`_item_codes_v\` (\`version_item_code\`);`)
  await db.run(sql`CREATE INDEX \`_item_codes_v_version_version_image_idx\` ON \`_item_codes_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_item_codes_v_version_version_updated_by_idx\` ON \`_item_codes_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_item_codes_v_version_version_updated_at_idx\` ON \`_item_codes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_item_codes_v_version_version_created_at_idx\` ON \`_item_codes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_item_codes_v_created_at_idx\` ON \`_item_codes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_item_codes_v_updated_at_idx\` ON \`_item_codes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`version_product_version_itemCode_idx\` ON \`_item_codes_v\` (\`version_product_id\`,\`version_item_code\`);`)
  await db.run(sql`CREATE TABLE \`_item_codes_v_locales\` (
  	\`version_composition\` text,
  	\`version_thread_type\` text,
  	\`version_denier\` text,
  	\`version_length\` text,
  	\`version_net_weight\` text,
  	\`version_gross_weight\` text,
  	\`version_country_of_origin\` text,
  	\`version_other_information\` text,
  	\`version_bleaching\` text,
  	\`version_ironing\` text,
  	\`version_washing_temperature\` text,
  	\`version_other_technical_info\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_item_codes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_item_codes_v_locales_locale_parent_id_unique\` ON \`_item_codes_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_item_codes_v_locales_parent_idx\` ON \`_item_codes_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_items_v_version_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_type\` text DEFAULT 'image' NOT NULL,
  	\`file_id\` integer,
  	\`embed_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gallery_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_media_order_idx\` ON \`_gallery_items_v_version_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_media_parent_id_idx\` ON \`_gallery_items_v_version_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_media_file_idx\` ON \`_gallery_items_v_version_media\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_items_v_version_media_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gallery_items_v_version_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_gallery_items_v_version_media_locales_locale_parent_id_uniq\` ON \`_gallery_items_v_version_media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_media_locales_parent_idx\` ON \`_gallery_items_v_version_media_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text NOT NULL,
  	\`version_status\` text DEFAULT 'Active' NOT NULL,
  	\`version_display_order\` numeric,
  	\`version_is_pdf\` integer DEFAULT false,
  	\`version_primary_image_id\` integer,
  	\`version_pdf_id\` integer,
  	\`version_updated_by_id\` integer,
  	\`version_name_filled_en\` integer DEFAULT false,
  	\`version_name_filled_zh_hant\` integer DEFAULT false,
  	\`version_description_filled_en\` integer DEFAULT false,
  	\`version_description_filled_zh_hant\` integer DEFAULT false,
  	\`version_primary_image_filled\` integer DEFAULT false,
  	\`version_pdf_filled\` integer DEFAULT false,
  	\`version_detailed_description_filled_en\` integer DEFAULT false,
  	\`version_detailed_description_filled_zh_hant\` integer DEFAULT false,
  	\`version_project_details_filled_en\` integer DEFAULT false,
  	\`version_project_details_filled_zh_hant\` integer DEFAULT false,
  	\`version_updated_by_filled\` integer DEFAULT false,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_primary_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_parent_idx\` ON \`_gallery_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_version_slug_idx\` ON \`_gallery_items_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_version_status_idx\` ON \`_gallery_items_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_version_display_order_idx\` ON \`_gallery_items_v\` (\`version_display_order\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_version_primary_image_idx\` ON \`_gallery_items_v\` (\`version_primary_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_version_pdf_idx\` ON \`_gallery_items_v\` (\`version_pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_version_updated_by_idx\` ON \`_gallery_items_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_meta_version_meta_image_idx\` ON \`_gallery_items_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_version_updated_at_idx\` ON \`_gallery_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_version_version_created_at_idx\` ON \`_gallery_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_created_at_idx\` ON \`_gallery_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_updated_at_idx\` ON \`_gallery_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_items_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_detailed_description\` text,
  	\`version_project_details\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gallery_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_gallery_items_v_locales_locale_parent_id_unique\` ON \`_gallery_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_locales_parent_idx\` ON \`_gallery_items_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_items_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`gallery_categories_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_gallery_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_categories_id\`) REFERENCES \`gallery_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_rels_order_idx\` ON \`_gallery_items_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_rels_parent_idx\` ON \`_gallery_items_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_rels_path_idx\` ON \`_gallery_items_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_rels_gallery_categories_id_idx\` ON \`_gallery_items_v_rels\` (\`gallery_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_rels_products_id_idx\` ON \`_gallery_items_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_items_v_version_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_type\` text DEFAULT 'image' NOT NULL,
  	\`file_id\` integer,
  	\`embed_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_media_order_idx\` ON \`_news_items_v_version_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_media_parent_id_idx\` ON \`_news_items_v_version_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_media_file_idx\` ON \`_news_items_v_version_media\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_items_v\` (
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
  await db.run(sql`CREATE TABLE \`_news_items_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_article_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_items_v_locales_locale_parent_id_unique\` ON \`_news_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_locales_parent_idx\` ON \`_news_items_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_general_settings_v_version_carousel_slides\` (
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
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_carousel_slides_order_idx\` ON \`_general_settings_v_version_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_carousel_slides_parent_id_idx\` ON \`_general_settings_v_version_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_carousel_slides_image_idx\` ON \`_general_settings_v_version_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_general_settings_v_version_carousel_slides_locales\` (
  	\`alt_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_general_settings_v_version_carousel_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_general_settings_v_version_carousel_slides_locales_locale_p\` ON \`_general_settings_v_version_carousel_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_carousel_slides_locales_parent_idx\` ON \`_general_settings_v_version_carousel_slides_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_general_settings_v_version_business_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_general_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_business_hours_order_idx\` ON \`_general_settings_v_version_business_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_business_hours_parent_id_idx\` ON \`_general_settings_v_version_business_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_general_settings_v_version_business_hours_locales\` (
  	\`days\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_general_settings_v_version_business_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_general_settings_v_version_business_hours_locales_locale_pa\` ON \`_general_settings_v_version_business_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_business_hours_locales_parent_idx\` ON \`_general_settings_v_version_business_hours_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_general_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_carousel_interval_ms\` numeric DEFAULT 5000 NOT NULL,
  	\`version_logo_id\` integer,
  	\`version_founding_year\` numeric,
  	\`version_telephone\` text,
  	\`version_info_email\` text,
  	\`version_map_embed_url\` text,
  	\`version_contact_email\` text,
  	\`version_facebook_url\` text,
  	\`version_instagram_url\` text,
  	\`version_wechat_qr_id\` integer,
  	\`version_whatsapp_qr_id\` integer,
  	\`version_whatsapp_chat_url\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_wechat_qr_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_whatsapp_qr_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_version_logo_idx\` ON \`_general_settings_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_version_wechat_qr_idx\` ON \`_general_settings_v\` (\`version_wechat_qr_id\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_version_whatsapp_qr_idx\` ON \`_general_settings_v\` (\`version_whatsapp_qr_id\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_version_version_updated_by_idx\` ON \`_general_settings_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_created_at_idx\` ON \`_general_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_updated_at_idx\` ON \`_general_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_general_settings_v_locales\` (
  	\`version_company_name\` text,
  	\`version_brand_name\` text,
  	\`version_company_description\` text,
  	\`version_address\` text,
  	\`version_address_area\` text,
  	\`version_privacy_policy\` text,
  	\`version_terms_of_service\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_general_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_general_settings_v_locales_locale_parent_id_unique\` ON \`_general_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_general_settings_v_locales_parent_idx\` ON \`_general_settings_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_testimonials_order_idx\` ON \`_home_page_v_version_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_testimonials_parent_id_idx\` ON \`_home_page_v_version_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_testimonials_locales\` (
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_testimonials_locales_locale_parent_id_u\` ON \`_home_page_v_version_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_testimonials_locales_parent_idx\` ON \`_home_page_v_version_testimonials_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_updated_by_idx\` ON \`_home_page_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_locales\` (
  	\`version_hero_headline\` text,
  	\`version_hero_subheadline\` text,
  	\`version_about_teaser_title\` text,
  	\`version_about_teaser_body\` text,
  	\`version_contact_cta_title\` text,
  	\`version_contact_cta_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_locales_locale_parent_id_unique\` ON \`_home_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_locales_parent_idx\` ON \`_home_page_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_core_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_core_values_order_idx\` ON \`_about_page_v_version_core_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_core_values_parent_id_idx\` ON \`_about_page_v_version_core_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_core_values_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_core_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_core_values_locales_locale_parent_id_u\` ON \`_about_page_v_version_core_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_core_values_locales_parent_idx\` ON \`_about_page_v_version_core_values_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_history_image_id\` integer,
  	\`version_metallic_yarn_image_id\` integer,
  	\`version_sustainability_image_id\` integer,
  	\`version_community_image_id\` integer,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_history_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_metallic_yarn_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_sustainability_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_community_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_history_version_history_image_idx\` ON \`_about_page_v\` (\`version_history_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_metallic_yarn_version_metallic_yar_idx\` ON \`_about_page_v\` (\`version_metallic_yarn_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_sustainability_version_sustainabil_idx\` ON \`_about_page_v\` (\`version_sustainability_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_community_version_community_image_idx\` ON \`_about_page_v\` (\`version_community_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version_updated_by_idx\` ON \`_about_page_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_locales\` (
  	\`version_history_heading\` text,
  	\`version_history_body\` text,
  	\`version_metallic_yarn_heading\` text,
  	\`version_metallic_yarn_body\` text,
  	\`version_sustainability_heading\` text,
  	\`version_sustainability_body\` text,
  	\`version_community_heading\` text,
  	\`version_community_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_locales_locale_parent_id_unique\` ON \`_about_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_locales_parent_idx\` ON \`_about_page_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`updated_by_filled\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`products_updated_by_idx\` ON \`products\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`item_codes\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`item_codes\` ADD \`updated_by_filled\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`item_codes_updated_by_idx\` ON \`item_codes\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`gallery_items\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`gallery_items\` ADD \`updated_by_filled\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`gallery_items_updated_by_idx\` ON \`gallery_items\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`news_items\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`news_items\` ADD \`updated_by_filled\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`news_items_updated_by_idx\` ON \`news_items\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`general_settings\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`general_settings_updated_by_idx\` ON \`general_settings\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`home_page_updated_by_idx\` ON \`home_page\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`about_page_updated_by_idx\` ON \`about_page\` (\`updated_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_item_codes_v\`;`)
  await db.run(sql`DROP TABLE \`_item_codes_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_gallery_items_v_version_media\`;`)
  await db.run(sql`DROP TABLE \`_gallery_items_v_version_media_locales\`;`)
  await db.run(sql`DROP TABLE \`_gallery_items_v\`;`)
  await db.run(sql`DROP TABLE \`_gallery_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_gallery_items_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_items_v_version_media\`;`)
  await db.run(sql`DROP TABLE \`_news_items_v\`;`)
  await db.run(sql`DROP TABLE \`_news_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_general_settings_v_version_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_general_settings_v_version_carousel_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_general_settings_v_version_business_hours\`;`)
  await db.run(sql`DROP TABLE \`_general_settings_v_version_business_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`_general_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_general_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_core_values\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_core_values_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`status\` text DEFAULT 'Active' NOT NULL,
  	\`display_order\` numeric,
  	\`image_id\` integer,
  	\`catalogue_pdf_id\` integer,
  	\`name_filled_en\` integer DEFAULT false,
  	\`name_filled_zh_hant\` integer DEFAULT false,
  	\`description_filled_en\` integer DEFAULT false,
  	\`description_filled_zh_hant\` integer DEFAULT false,
  	\`detailed_description_filled_en\` integer DEFAULT false,
  	\`detailed_description_filled_zh_hant\` integer DEFAULT false,
  	\`image_filled\` integer DEFAULT false,
  	\`catalogue_pdf_filled\` integer DEFAULT false,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`catalogue_pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "slug", "status", "display_order", "image_id", "catalogue_pdf_id", "name_filled_en", "name_filled_zh_hant", "description_filled_en", "description_filled_zh_hant", "detailed_description_filled_en", "detailed_description_filled_zh_hant", "image_filled", "catalogue_pdf_filled", "meta_image_id", "updated_at", "created_at") SELECT "id", "slug", "status", "display_order", "image_id", "catalogue_pdf_id", "name_filled_en", "name_filled_zh_hant", "description_filled_en", "description_filled_zh_hant", "detailed_description_filled_en", "detailed_description_filled_zh_hant", "image_filled", "catalogue_pdf_filled", "meta_image_id", "updated_at", "created_at" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_status_idx\` ON \`products\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`products_display_order_idx\` ON \`products\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`products_image_idx\` ON \`products\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_catalogue_pdf_idx\` ON \`products\` (\`catalogue_pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`products_meta_meta_image_idx\` ON \`products\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_item_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`item_code\` text NOT NULL,
  	\`shade_hex\` text,
  	\`image_id\` integer,
  	\`shade_hex_filled\` integer DEFAULT false,
  	\`image_filled\` integer DEFAULT false,
  	\`composition_filled_en\` integer DEFAULT false,
  	\`composition_filled_zh_hant\` integer DEFAULT false,
  	\`thread_type_filled_en\` integer DEFAULT false,
  	\`thread_type_filled_zh_hant\` integer DEFAULT false,
  	\`denier_filled_en\` integer DEFAULT false,
  	\`denier_filled_zh_hant\` integer DEFAULT false,
  	\`length_filled_en\` integer DEFAULT false,
  	\`length_filled_zh_hant\` integer DEFAULT false,
  	\`net_weight_filled_en\` integer DEFAULT false,
  	\`net_weight_filled_zh_hant\` integer DEFAULT false,
  	\`gross_weight_filled_en\` integer DEFAULT false,
  	\`gross_weight_filled_zh_hant\` integer DEFAULT false,
  	\`country_of_origin_filled_en\` integer DEFAULT false,
  	\`country_of_origin_filled_zh_hant\` integer DEFAULT false,
  	\`other_information_filled_en\` integer DEFAULT false,
  	\`other_information_filled_zh_hant\` integer DEFAULT false,
  	\`bleaching_filled_en\` integer DEFAULT false,
  	\`bleaching_filled_zh_hant\` integer DEFAULT false,
  	\`ironing_filled_en\` integer DEFAULT false,
  	\`ironing_filled_zh_hant\` integer DEFAULT false,
  	\`washing_temperature_filled_en\` integer DEFAULT false,
  	\`washing_temperature_filled_zh_hant\` integer DEFAULT false,
  	\`other_technical_info_filled_en\` integer DEFAULT false,
  	\`other_technical_info_filled_zh_hant\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_item_codes\`("id", "product_id", "item_code", "shade_hex", "image_id", "shade_hex_filled", "image_filled", "composition_filled_en", "composition_filled_zh_hant", "thread_type_filled_en", "thread_type_filled_zh_hant", "denier_filled_en", "denier_filled_zh_hant", "length_filled_en", "length_filled_zh_hant", "net_weight_filled_en", "net_weight_filled_zh_hant", "gross_weight_filled_en", "gross_weight_filled_zh_hant", "country_of_origin_filled_en", "country_of_origin_filled_zh_hant", "other_information_filled_en", "other_information_filled_zh_hant", "bleaching_filled_en", "bleaching_filled_zh_hant", "ironing_filled_en", "ironing_filled_zh_hant", "washing_temperature_filled_en", "washing_temperature_filled_zh_hant", "other_technical_info_filled_en", "other_technical_info_filled_zh_hant", "updated_at", "created_at") SELECT "id", "product_id", "item_code", "shade_hex", "image_id", "shade_hex_filled", "image_filled", "composition_filled_en", "composition_filled_zh_hant", "thread_type_filled_en", "thread_type_filled_zh_hant", "denier_filled_en", "denier_filled_zh_hant", "length_filled_en", "length_filled_zh_hant", "net_weight_filled_en", "net_weight_filled_zh_hant", "gross_weight_filled_en", "gross_weight_filled_zh_hant", "country_of_origin_filled_en", "country_of_origin_filled_zh_hant", "other_information_filled_en", "other_information_filled_zh_hant", "bleaching_filled_en", "bleaching_filled_zh_hant", "ironing_filled_en", "ironing_filled_zh_hant", "washing_temperature_filled_en", "washing_temperature_filled_zh_hant", "other_technical_info_filled_en", "other_technical_info_filled_zh_hant", "updated_at", "created_at" FROM \`item_codes\`;`)
  await db.run(sql`DROP TABLE \`item_codes\`;`)
  await db.run(sql`ALTER TABLE \`__new_item_codes\` RENAME TO \`item_codes\`;`)
  await db.run(sql`CREATE INDEX \`item_codes_product_idx\` ON \`item_codes\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`item_codes_item_code_idx\` ON \`item_codes\` (\`item_code\`);`)
  await db.run(sql`CREATE INDEX \`item_codes_image_idx\` ON \`item_codes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`item_codes_updated_at_idx\` ON \`item_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`item_codes_created_at_idx\` ON \`item_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_itemCode_idx\` ON \`item_codes\` (\`product_id\`,\`item_code\`);`)
  await db.run(sql`CREATE TABLE \`__new_gallery_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`status\` text DEFAULT 'Active' NOT NULL,
  	\`display_order\` numeric,
  	\`is_pdf\` integer DEFAULT false,
  	\`primary_image_id\` integer,
  	\`pdf_id\` integer,
  	\`name_filled_en\` integer DEFAULT false,
  	\`name_filled_zh_hant\` integer DEFAULT false,
  	\`description_filled_en\` integer DEFAULT false,
  	\`description_filled_zh_hant\` integer DEFAULT false,
  	\`primary_image_filled\` integer DEFAULT false,
  	\`pdf_filled\` integer DEFAULT false,
  	\`detailed_description_filled_en\` integer DEFAULT false,
  	\`detailed_description_filled_zh_hant\` integer DEFAULT false,
  	\`project_details_filled_en\` integer DEFAULT false,
  	\`project_details_filled_zh_hant\` integer DEFAULT false,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`primary_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_gallery_items\`("id", "slug", "status", "display_order", "is_pdf", "primary_image_id", "pdf_id", "name_filled_en", "name_filled_zh_hant", "description_filled_en", "description_filled_zh_hant", "primary_image_filled", "pdf_filled", "detailed_description_filled_en", "detailed_description_filled_zh_hant", "project_details_filled_en", "project_details_filled_zh_hant", "meta_image_id", "updated_at", "created_at") SELECT "id", "slug", "status", "display_order", "is_pdf", "primary_image_id", "pdf_id", "name_filled_en", "name_filled_zh_hant", "description_filled_en", "description_filled_zh_hant", "primary_image_filled", "pdf_filled", "detailed_description_filled_en", "detailed_description_filled_zh_hant", "project_details_filled_en", "project_details_filled_zh_hant", "meta_image_id", "updated_at", "created_at" FROM \`gallery_items\`;`)
  await db.run(sql`DROP TABLE \`gallery_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_gallery_items\` RENAME TO \`gallery_items\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`gallery_items_slug_idx\` ON \`gallery_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_status_idx\` ON \`gallery_items\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_display_order_idx\` ON \`gallery_items\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_primary_image_idx\` ON \`gallery_items\` (\`primary_image_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_pdf_idx\` ON \`gallery_items\` (\`pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_meta_meta_image_idx\` ON \`gallery_items\` (\`meta_image_id\`);`)
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
  	\`title_filled_en\` integer DEFAULT false,
  	\`title_filled_zh_hant\` integer DEFAULT false,
  	\`description_filled_en\` integer DEFAULT false,
  	\`description_filled_zh_hant\` integer DEFAULT false,
  	\`article_body_filled_en\` integer DEFAULT false,
  	\`article_body_filled_zh_hant\` integer DEFAULT false,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`primary_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_items\`("id", "slug", "status", "is_pinned", "display_order", "published_at", "likes", "primary_image_id", "title_filled_en", "title_filled_zh_hant", "description_filled_en", "description_filled_zh_hant", "article_body_filled_en", "article_body_filled_zh_hant", "meta_image_id", "updated_at", "created_at") SELECT "id", "slug", "status", "is_pinned", "display_order", "published_at", "likes", "primary_image_id", "title_filled_en", "title_filled_zh_hant", "description_filled_en", "description_filled_zh_hant", "article_body_filled_en", "article_body_filled_zh_hant", "meta_image_id", "updated_at", "created_at" FROM \`news_items\`;`)
  await db.run(sql`DROP TABLE \`news_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_items\` RENAME TO \`news_items\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_items_slug_idx\` ON \`news_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_items_status_idx\` ON \`news_items\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`news_items_is_pinned_idx\` ON \`news_items\` (\`is_pinned\`);`)
  await db.run(sql`CREATE INDEX \`news_items_display_order_idx\` ON \`news_items\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`news_items_published_at_idx\` ON \`news_items\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_items_primary_image_idx\` ON \`news_items\` (\`primary_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_items_meta_meta_image_idx\` ON \`news_items\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_items_updated_at_idx\` ON \`news_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_items_created_at_idx\` ON \`news_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_general_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`carousel_interval_ms\` numeric DEFAULT 5000 NOT NULL,
  	\`logo_id\` integer,
  	\`founding_year\` numeric,
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
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`wechat_qr_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`whatsapp_qr_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_general_settings\`("id", "carousel_interval_ms", "logo_id", "founding_year", "telephone", "info_email", "map_embed_url", "contact_email", "facebook_url", "instagram_url", "wechat_qr_id", "whatsapp_qr_id", "whatsapp_chat_url", "updated_at", "created_at") SELECT "id", "carousel_interval_ms", "logo_id", "founding_year", "telephone", "info_email", "map_embed_url", "contact_email", "facebook_url", "instagram_url", "wechat_qr_id", "whatsapp_qr_id", "whatsapp_chat_url", "updated_at", "created_at" FROM \`general_settings\`;`)
  await db.run(sql`DROP TABLE \`general_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_general_settings\` RENAME TO \`general_settings\`;`)
  await db.run(sql`CREATE INDEX \`general_settings_logo_idx\` ON \`general_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`general_settings_wechat_qr_idx\` ON \`general_settings\` (\`wechat_qr_id\`);`)
  await db.run(sql`CREATE INDEX \`general_settings_whatsapp_qr_idx\` ON \`general_settings\` (\`whatsapp_qr_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`history_image_id\` integer,
  	\`metallic_yarn_image_id\` integer,
  	\`sustainability_image_id\` integer,
  	\`community_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`history_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`metallic_yarn_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sustainability_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`community_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page\`("id", "history_image_id", "metallic_yarn_image_id", "sustainability_image_id", "community_image_id", "updated_at", "created_at") SELECT "id", "history_image_id", "metallic_yarn_image_id", "sustainability_image_id", "community_image_id", "updated_at", "created_at" FROM \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page\` RENAME TO \`about_page\`;`)
  await db.run(sql`CREATE INDEX \`about_page_history_history_image_idx\` ON \`about_page\` (\`history_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_metallic_yarn_metallic_yarn_image_idx\` ON \`about_page\` (\`metallic_yarn_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_sustainability_sustainability_image_idx\` ON \`about_page\` (\`sustainability_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_community_community_image_idx\` ON \`about_page\` (\`community_image_id\`);`)
}
