import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "products_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "gallery_items" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "gallery_items_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "gallery_items_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "news_items" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "news_items_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news_items_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "products" ADD CONSTRAINT "products_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_items" ADD CONSTRAINT "news_items_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_meta_meta_image_idx" ON "products" USING btree ("meta_image_id");
  CREATE INDEX "gallery_items_meta_meta_image_idx" ON "gallery_items" USING btree ("meta_image_id");
  CREATE INDEX "news_items_meta_meta_image_idx" ON "news_items" USING btree ("meta_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP CONSTRAINT "products_meta_image_id_media_id_fk";
  
  ALTER TABLE "gallery_items" DROP CONSTRAINT "gallery_items_meta_image_id_media_id_fk";
  
  ALTER TABLE "news_items" DROP CONSTRAINT "news_items_meta_image_id_media_id_fk";
  
  DROP INDEX "products_meta_meta_image_idx";
  DROP INDEX "gallery_items_meta_meta_image_idx";
  DROP INDEX "news_items_meta_meta_image_idx";
  ALTER TABLE "products" DROP COLUMN "meta_image_id";
  ALTER TABLE "products_locales" DROP COLUMN "meta_title";
  ALTER TABLE "products_locales" DROP COLUMN "meta_description";
  ALTER TABLE "gallery_items" DROP COLUMN "meta_image_id";
  ALTER TABLE "gallery_items_locales" DROP COLUMN "meta_title";
  ALTER TABLE "gallery_items_locales" DROP COLUMN "meta_description";
  ALTER TABLE "news_items" DROP COLUMN "meta_image_id";
  ALTER TABLE "news_items_locales" DROP COLUMN "meta_title";
  ALTER TABLE "news_items_locales" DROP COLUMN "meta_description";`)
}
