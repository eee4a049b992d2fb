import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`gallery_items_rels\` ADD \`item_codes_id\` integer REFERENCES item_codes(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`gallery_items_rels_item_codes_id_idx\` ON \`gallery_items_rels\` (\`item_codes_id\`);`)
  await db.run(sql`ALTER TABLE \`_gallery_items_v_rels\` ADD \`item_codes_id\` integer REFERENCES item_codes(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_rels_item_codes_id_idx\` ON \`_gallery_items_v_rels\` (\`item_codes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_gallery_items_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`gallery_categories_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_categories_id\`) REFERENCES \`gallery_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_gallery_items_rels\`("id", "order", "parent_id", "path", "gallery_categories_id", "products_id") SELECT "id", "order", "parent_id", "path", "gallery_categories_id", "products_id" FROM \`gallery_items_rels\`;`)
  await db.run(sql`DROP TABLE \`gallery_items_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_gallery_items_rels\` RENAME TO \`gallery_items_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`gallery_items_rels_order_idx\` ON \`gallery_items_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_rels_parent_idx\` ON \`gallery_items_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_rels_path_idx\` ON \`gallery_items_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_rels_gallery_categories_id_idx\` ON \`gallery_items_rels\` (\`gallery_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_rels_products_id_idx\` ON \`gallery_items_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__gallery_items_v_rels\` (
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
  await db.run(sql`INSERT INTO \`__new__gallery_items_v_rels\`("id", "order", "parent_id", "path", "gallery_categories_id", "products_id") SELECT "id", "order", "parent_id", "path", "gallery_categories_id", "products_id" FROM \`_gallery_items_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_gallery_items_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__gallery_items_v_rels\` RENAME TO \`_gallery_items_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_rels_order_idx\` ON \`_gallery_items_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_rels_parent_idx\` ON \`_gallery_items_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_rels_path_idx\` ON \`_gallery_items_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_rels_gallery_categories_id_idx\` ON \`_gallery_items_v_rels\` (\`gallery_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_items_v_rels_products_id_idx\` ON \`_gallery_items_v_rels\` (\`products_id\`);`)
}
