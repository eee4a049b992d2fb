import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_items" ALTER COLUMN "primary_image_id" DROP NOT NULL;
  ALTER TABLE "_news_items_v" ALTER COLUMN "version_primary_image_id" DROP NOT NULL;
  ALTER TABLE "general_settings_carousel_slides" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "_general_settings_v_version_carousel_slides" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "news_items" ADD COLUMN "primary_image_filled" boolean DEFAULT false;
  ALTER TABLE "_news_items_v" ADD COLUMN "version_primary_image_filled" boolean DEFAULT false;`)
  // Rows saved before: their primary image was required, so every one holds a picture (src/shared/ordering/empty-values-last.ts).
  await db.execute(sql`
   UPDATE "news_items" SET "primary_image_filled" = ("primary_image_id" IS NOT NULL);
  UPDATE "_news_items_v" SET "version_primary_image_filled" = ("version_primary_image_id" IS NOT NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_items" ALTER COLUMN "primary_image_id" SET NOT NULL;
  ALTER TABLE "_news_items_v" ALTER COLUMN "version_primary_image_id" SET NOT NULL;
  ALTER TABLE "general_settings_carousel_slides" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "_general_settings_v_version_carousel_slides" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "news_items" DROP COLUMN "primary_image_filled";
  ALTER TABLE "_news_items_v" DROP COLUMN "version_primary_image_filled";`)
}
