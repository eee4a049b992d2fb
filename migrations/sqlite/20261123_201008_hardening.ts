import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news_like_votes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`news_item\` numeric NOT NULL,
  	\`visitor\` text NOT NULL,
  	\`liked\` numeric DEFAULT 1 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_like_votes_key_idx\` ON \`news_like_votes\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`news_like_votes_news_item_idx\` ON \`news_like_votes\` (\`news_item\`);`)
  await db.run(sql`CREATE INDEX \`news_like_votes_visitor_idx\` ON \`news_like_votes\` (\`visitor\`);`)
  await db.run(sql`CREATE INDEX \`news_like_votes_updated_at_idx\` ON \`news_like_votes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_like_votes_created_at_idx\` ON \`news_like_votes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`write_locks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`rule\` text NOT NULL,
  	\`counter\` numeric DEFAULT 0 NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`write_locks_rule_idx\` ON \`write_locks\` (\`rule\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`next_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`last_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`delivery_started_at\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`publicly_visible\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`media_publicly_visible_idx\` ON \`media\` (\`publicly_visible\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`concurrency_key\` text;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_concurrency_key_idx\` ON \`payload_jobs\` (\`concurrency_key\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`news_like_votes_id\` integer REFERENCES news_like_votes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`write_locks_id\` integer REFERENCES write_locks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_like_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`news_like_votes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_write_locks_id_idx\` ON \`payload_locked_documents_rels\` (\`write_locks_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news_like_votes\`;`)
  await db.run(sql`DROP TABLE \`write_locks\`;`)
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
  	\`newsletter_subscribers_id\` integer,
  	\`contact_messages_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`item_codes_id\`) REFERENCES \`item_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_categories_id\`) REFERENCES \`gallery_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_items_id\`) REFERENCES \`gallery_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_items_id\`) REFERENCES \`news_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "item_codes_id", "gallery_categories_id", "gallery_items_id", "news_items_id", "newsletter_subscribers_id", "contact_messages_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "item_codes_id", "gallery_categories_id", "gallery_items_id", "news_items_id", "newsletter_subscribers_id", "contact_messages_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`media_publicly_visible_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`publicly_visible\`;`)
  await db.run(sql`DROP INDEX \`payload_jobs_concurrency_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`concurrency_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`next_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`last_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`delivery_started_at\`;`)
}
