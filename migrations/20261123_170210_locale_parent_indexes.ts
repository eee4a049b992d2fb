import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "products_locales_parent_idx" ON "products_locales" USING btree ("_parent_id");
  CREATE INDEX "categories_locales_parent_idx" ON "categories_locales" USING btree ("_parent_id");
  CREATE INDEX "item_codes_locales_parent_idx" ON "item_codes_locales" USING btree ("_parent_id");
  CREATE INDEX "gallery_categories_locales_parent_idx" ON "gallery_categories_locales" USING btree ("_parent_id");
  CREATE INDEX "gallery_items_media_locales_parent_idx" ON "gallery_items_media_locales" USING btree ("_parent_id");
  CREATE INDEX "gallery_items_locales_parent_idx" ON "gallery_items_locales" USING btree ("_parent_id");
  CREATE INDEX "news_items_locales_parent_idx" ON "news_items_locales" USING btree ("_parent_id");
  CREATE INDEX "media_locales_parent_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "general_settings_carousel_slides_locales_parent_idx" ON "general_settings_carousel_slides_locales" USING btree ("_parent_id");
  CREATE INDEX "general_settings_business_hours_locales_parent_idx" ON "general_settings_business_hours_locales" USING btree ("_parent_id");
  CREATE INDEX "general_settings_locales_parent_idx" ON "general_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "home_page_testimonials_locales_parent_idx" ON "home_page_testimonials_locales" USING btree ("_parent_id");
  CREATE INDEX "home_page_locales_parent_idx" ON "home_page_locales" USING btree ("_parent_id");
  CREATE INDEX "about_page_core_values_locales_parent_idx" ON "about_page_core_values_locales" USING btree ("_parent_id");
  CREATE INDEX "about_page_locales_parent_idx" ON "about_page_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_locales_parent_idx";
  DROP INDEX "categories_locales_parent_idx";
  DROP INDEX "item_codes_locales_parent_idx";
  DROP INDEX "gallery_categories_locales_parent_idx";
  DROP INDEX "gallery_items_media_locales_parent_idx";
  DROP INDEX "gallery_items_locales_parent_idx";
  DROP INDEX "news_items_locales_parent_idx";
  DROP INDEX "media_locales_parent_idx";
  DROP INDEX "general_settings_carousel_slides_locales_parent_idx";
  DROP INDEX "general_settings_business_hours_locales_parent_idx";
  DROP INDEX "general_settings_locales_parent_idx";
  DROP INDEX "home_page_testimonials_locales_parent_idx";
  DROP INDEX "home_page_locales_parent_idx";
  DROP INDEX "about_page_core_values_locales_parent_idx";
  DROP INDEX "about_page_locales_parent_idx";`)
}
