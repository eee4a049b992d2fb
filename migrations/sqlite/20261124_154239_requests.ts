import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`requests_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`item_code_id\` integer,
  	\`product_name\` text NOT NULL,
  	\`item_code_text\` text,
  	\`specification\` text,
  	\`kind\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`unit\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`item_code_id\`) REFERENCES \`item_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`requests_lines_order_idx\` ON \`requests_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`requests_lines_parent_id_idx\` ON \`requests_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`requests_lines_product_idx\` ON \`requests_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`requests_lines_item_code_idx\` ON \`requests_lines\` (\`item_code_id\`);`)
  await db.run(sql`CREATE TABLE \`requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`subject\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`country\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`locale\` text,
  	\`recipient\` text,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`next_attempt_at\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`last_attempt_at\` text,
  	\`last_error\` text,
  	\`delivered_at\` text,
  	\`delivery_started_at\` text,
  	\`phone_filled\` integer DEFAULT false,
  	\`locale_filled\` integer DEFAULT false,
  	\`recipient_filled\` integer DEFAULT false,
  	\`next_attempt_at_filled\` integer DEFAULT false,
  	\`last_attempt_at_filled\` integer DEFAULT false,
  	\`last_error_filled\` integer DEFAULT false,
  	\`delivered_at_filled\` integer DEFAULT false,
  	\`delivery_started_at_filled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`requests_status_idx\` ON \`requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`requests_delivery_status_idx\` ON \`requests\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`requests_updated_at_idx\` ON \`requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`requests_created_at_idx\` ON \`requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`requests_id\` integer REFERENCES requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`requests_lines\`;`)
  await db.run(sql`DROP TABLE \`requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`item_codes_id\` integer,
  	\`gallery_categories_id\` integer,
  	\`gallery_items_id\` integer,
  	\`news_items_id\` integer,
  	\`news_like_votes_id\` integer,
  	\`shared_limits_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`contact_messages_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`write_locks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`item_codes_id\`) REFERENCES \`item_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_categories_id\`) REFERENCES \`gallery_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_items_id\`) REFERENCES \`gallery_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_items_id\`) REFERENCES \`news_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_like_votes_id\`) REFERENCES \`news_like_votes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shared_limits_id\`) REFERENCES \`shared_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`write_locks_id\`) REFERENCES \`write_locks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "item_codes_id", "gallery_categories_id", "gallery_items_id", "news_items_id", "news_like_votes_id", "shared_limits_id", "newsletter_subscribers_id", "contact_messages_id", "media_id", "users_id", "write_locks_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "item_codes_id", "gallery_categories_id", "gallery_items_id", "news_items_id", "news_like_votes_id", "shared_limits_id", "newsletter_subscribers_id", "contact_messages_id", "media_id", "users_id", "write_locks_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_item_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`item_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_items_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_items_id_idx\` ON \`payload_locked_documents_rels\` (\`news_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_like_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`news_like_votes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shared_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`shared_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_write_locks_id_idx\` ON \`payload_locked_documents_rels\` (\`write_locks_id\`);`)
}
