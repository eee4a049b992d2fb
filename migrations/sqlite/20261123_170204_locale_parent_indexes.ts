import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`products_locales_parent_idx\` ON \`products_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_locales_parent_idx\` ON \`categories_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`item_codes_locales_parent_idx\` ON \`item_codes_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_categories_locales_parent_idx\` ON \`gallery_categories_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_media_locales_parent_idx\` ON \`gallery_items_media_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_items_locales_parent_idx\` ON \`gallery_items_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_items_locales_parent_idx\` ON \`news_items_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`media_locales_parent_idx\` ON \`media_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`general_settings_carousel_slides_locales_parent_idx\` ON \`general_settings_carousel_slides_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`general_settings_business_hours_locales_parent_idx\` ON \`general_settings_business_hours_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`general_settings_locales_parent_idx\` ON \`general_settings_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_testimonials_locales_parent_idx\` ON \`home_page_testimonials_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_locales_parent_idx\` ON \`home_page_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_core_values_locales_parent_idx\` ON \`about_page_core_values_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_locales_parent_idx\` ON \`about_page_locales\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`products_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`categories_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`item_codes_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`gallery_categories_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`gallery_items_media_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`gallery_items_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`news_items_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`media_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`general_settings_carousel_slides_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`general_settings_business_hours_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`general_settings_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`home_page_testimonials_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`home_page_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`about_page_core_values_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`about_page_locales_parent_idx\`;`)
}
