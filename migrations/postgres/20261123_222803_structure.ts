import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { refreshAllMediaVisibility } from '../../src/media/usage'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "image_filled" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "catalogue_pdf_filled" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "products_locales" ADD COLUMN "name_filled" boolean DEFAULT false;
  ALTER TABLE "products_locales" ADD COLUMN "description_filled" boolean DEFAULT false;
  ALTER TABLE "products_locales" ADD COLUMN "detailed_description_filled" boolean DEFAULT false;
  ALTER TABLE "products_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "categories_locales" ADD COLUMN "name_filled" boolean DEFAULT false;
  ALTER TABLE "categories_locales" ADD COLUMN "description_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes" ADD COLUMN "shade_hex_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes" ADD COLUMN "image_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "composition_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "thread_type_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "denier_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "length_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "net_weight_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "gross_weight_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "country_of_origin_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "other_information_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "bleaching_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "ironing_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "washing_temperature_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "other_technical_info_filled" boolean DEFAULT false;
  ALTER TABLE "gallery_categories_locales" ADD COLUMN "name_filled" boolean DEFAULT false;
  ALTER TABLE "gallery_items" ADD COLUMN "primary_image_filled" boolean DEFAULT false;
  ALTER TABLE "gallery_items" ADD COLUMN "pdf_filled" boolean DEFAULT false;
  ALTER TABLE "gallery_items" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "gallery_items_locales" ADD COLUMN "name_filled" boolean DEFAULT false;
  ALTER TABLE "gallery_items_locales" ADD COLUMN "description_filled" boolean DEFAULT false;
  ALTER TABLE "gallery_items_locales" ADD COLUMN "detailed_description_filled" boolean DEFAULT false;
  ALTER TABLE "gallery_items_locales" ADD COLUMN "project_details_filled" boolean DEFAULT false;
  ALTER TABLE "gallery_items_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "gallery_items_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "news_items" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "news_items_locales" ADD COLUMN "title_filled" boolean DEFAULT false;
  ALTER TABLE "news_items_locales" ADD COLUMN "description_filled" boolean DEFAULT false;
  ALTER TABLE "news_items_locales" ADD COLUMN "article_body_filled" boolean DEFAULT false;
  ALTER TABLE "news_items_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news_items_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "locale_filled" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "recipient_filled" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "next_attempt_at_filled" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "last_attempt_at_filled" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "last_error_filled" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "delivered_at_filled" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "delivery_started_at_filled" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "filename_filled" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "mime_type_filled" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "filesize_filled" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "width_filled" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "height_filled" boolean DEFAULT false;
  ALTER TABLE "media_locales" ADD COLUMN "alt_filled" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "name_filled" boolean DEFAULT false;
  ALTER TABLE "products" ADD CONSTRAINT "products_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_items" ADD CONSTRAINT "news_items_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_meta_meta_image_idx" ON "products" USING btree ("meta_image_id");
  CREATE INDEX "gallery_items_meta_meta_image_idx" ON "gallery_items" USING btree ("meta_image_id");
  CREATE INDEX "news_items_meta_meta_image_idx" ON "news_items" USING btree ("meta_image_id");`)

  // Data: each flag starts as its column is now (empty text counts as empty), and
  // display orders left empty before a hook kept them filled go last.
  await db.execute(sql`
    UPDATE "products" SET "image_filled" = ("image_id" IS NOT NULL AND trim("image_id"::text) <> '');
    UPDATE "products" SET "catalogue_pdf_filled" = ("catalogue_pdf_id" IS NOT NULL AND trim("catalogue_pdf_id"::text) <> '');
    UPDATE "products_locales" SET "name_filled" = ("name" IS NOT NULL AND trim("name"::text) <> '');
    UPDATE "products_locales" SET "description_filled" = ("description" IS NOT NULL AND trim("description"::text) <> '');
    UPDATE "products_locales" SET "detailed_description_filled" = ("detailed_description" IS NOT NULL AND trim("detailed_description"::text) <> '');
    UPDATE "categories_locales" SET "name_filled" = ("name" IS NOT NULL AND trim("name"::text) <> '');
    UPDATE "categories_locales" SET "description_filled" = ("description" IS NOT NULL AND trim("description"::text) <> '');
    UPDATE "item_codes" SET "shade_hex_filled" = ("shade_hex" IS NOT NULL AND trim("shade_hex"::text) <> '');
    UPDATE "item_codes" SET "image_filled" = ("image_id" IS NOT NULL AND trim("image_id"::text) <> '');
    UPDATE "item_codes_locales" SET "composition_filled" = ("composition" IS NOT NULL AND trim("composition"::text) <> '');
    UPDATE "item_codes_locales" SET "thread_type_filled" = ("thread_type" IS NOT NULL AND trim("thread_type"::text) <> '');
    UPDATE "item_codes_locales" SET "denier_filled" = ("denier" IS NOT NULL AND trim("denier"::text) <> '');
    UPDATE "item_codes_locales" SET "length_filled" = ("length" IS NOT NULL AND trim("length"::text) <> '');
    UPDATE "item_codes_locales" SET "net_weight_filled" = ("net_weight" IS NOT NULL AND trim("net_weight"::text) <> '');
    UPDATE "item_codes_locales" SET "gross_weight_filled" = ("gross_weight" IS NOT NULL AND trim("gross_weight"::text) <> '');
    UPDATE "item_codes_locales" SET "country_of_origin_filled" = ("country_of_origin" IS NOT NULL AND trim("country_of_origin"::text) <> '');
    UPDATE "item_codes_locales" SET "other_information_filled" = ("other_information" IS NOT NULL AND trim("other_information"::text) <> '');
    UPDATE "item_codes_locales" SET "bleaching_filled" = ("bleaching" IS NOT NULL AND trim("bleaching"::text) <> '');
    UPDATE "item_codes_locales" SET "ironing_filled" = ("ironing" IS NOT NULL AND trim("ironing"::text) <> '');
    UPDATE "item_codes_locales" SET "washing_temperature_filled" = ("washing_temperature" IS NOT NULL AND trim("washing_temperature"::text) <> '');
    UPDATE "item_codes_locales" SET "other_technical_info_filled" = ("other_technical_info" IS NOT NULL AND trim("other_technical_info"::text) <> '');
    UPDATE "gallery_categories_locales" SET "name_filled" = ("name" IS NOT NULL AND trim("name"::text) <> '');
    UPDATE "gallery_items" SET "primary_image_filled" = ("primary_image_id" IS NOT NULL AND trim("primary_image_id"::text) <> '');
    UPDATE "gallery_items" SET "pdf_filled" = ("pdf_id" IS NOT NULL AND trim("pdf_id"::text) <> '');
    UPDATE "gallery_items_locales" SET "name_filled" = ("name" IS NOT NULL AND trim("name"::text) <> '');
    UPDATE "gallery_items_locales" SET "description_filled" = ("description" IS NOT NULL AND trim("description"::text) <> '');
    UPDATE "gallery_items_locales" SET "detailed_description_filled" = ("detailed_description" IS NOT NULL AND trim("detailed_description"::text) <> '');
    UPDATE "gallery_items_locales" SET "project_details_filled" = ("project_details" IS NOT NULL AND trim("project_details"::text) <> '');
    UPDATE "news_items_locales" SET "title_filled" = ("title" IS NOT NULL AND trim("title"::text) <> '');
    UPDATE "news_items_locales" SET "description_filled" = ("description" IS NOT NULL AND trim("description"::text) <> '');
    UPDATE "news_items_locales" SET "article_body_filled" = ("article_body" IS NOT NULL AND trim("article_body"::text) <> '');
    UPDATE "contact_messages" SET "locale_filled" = ("locale" IS NOT NULL AND trim("locale"::text) <> '');
    UPDATE "contact_messages" SET "recipient_filled" = ("recipient" IS NOT NULL AND trim("recipient"::text) <> '');
    UPDATE "contact_messages" SET "next_attempt_at_filled" = ("next_attempt_at" IS NOT NULL AND trim("next_attempt_at"::text) <> '');
    UPDATE "contact_messages" SET "last_attempt_at_filled" = ("last_attempt_at" IS NOT NULL AND trim("last_attempt_at"::text) <> '');
    UPDATE "contact_messages" SET "last_error_filled" = ("last_error" IS NOT NULL AND trim("last_error"::text) <> '');
    UPDATE "contact_messages" SET "delivered_at_filled" = ("delivered_at" IS NOT NULL AND trim("delivered_at"::text) <> '');
    UPDATE "contact_messages" SET "delivery_started_at_filled" = ("delivery_started_at" IS NOT NULL AND trim("delivery_started_at"::text) <> '');
    UPDATE "media" SET "filename_filled" = ("filename" IS NOT NULL AND trim("filename"::text) <> '');
    UPDATE "media" SET "mime_type_filled" = ("mime_type" IS NOT NULL AND trim("mime_type"::text) <> '');
    UPDATE "media" SET "filesize_filled" = ("filesize" IS NOT NULL AND trim("filesize"::text) <> '');
    UPDATE "media" SET "width_filled" = ("width" IS NOT NULL AND trim("width"::text) <> '');
    UPDATE "media" SET "height_filled" = ("height" IS NOT NULL AND trim("height"::text) <> '');
    UPDATE "media_locales" SET "alt_filled" = ("alt" IS NOT NULL AND trim("alt"::text) <> '');
    UPDATE "users" SET "name_filled" = ("name" IS NOT NULL AND trim("name"::text) <> '');
    UPDATE "products" SET "display_order" = (SELECT coalesce(max("display_order"), 0) FROM "products") + "id" WHERE "display_order" IS NULL;
    UPDATE "categories" SET "display_order" = (SELECT coalesce(max("display_order"), 0) FROM "categories") + "id" WHERE "display_order" IS NULL;
    UPDATE "gallery_categories" SET "display_order" = (SELECT coalesce(max("display_order"), 0) FROM "gallery_categories") + "id" WHERE "display_order" IS NULL;
    UPDATE "gallery_items" SET "display_order" = (SELECT coalesce(max("display_order"), 0) FROM "gallery_items") + "id" WHERE "display_order" IS NULL;
    UPDATE "news_items" SET "display_order" = CASE WHEN "is_pinned" THEN 999 ELSE 0 END WHERE "display_order" IS NULL;`)

  // Data, last: the public flag of every media file, from its users (the SEO share image
  // counts), now that every column the Payload config reads exists.
  await refreshAllMediaVisibility(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP CONSTRAINT "products_meta_image_id_media_id_fk";
  
  ALTER TABLE "gallery_items" DROP CONSTRAINT "gallery_items_meta_image_id_media_id_fk";
  
  ALTER TABLE "news_items" DROP CONSTRAINT "news_items_meta_image_id_media_id_fk";
  
  DROP INDEX "products_meta_meta_image_idx";
  DROP INDEX "gallery_items_meta_meta_image_idx";
  DROP INDEX "news_items_meta_meta_image_idx";
  ALTER TABLE "products" DROP COLUMN "image_filled";
  ALTER TABLE "products" DROP COLUMN "catalogue_pdf_filled";
  ALTER TABLE "products" DROP COLUMN "meta_image_id";
  ALTER TABLE "products_locales" DROP COLUMN "name_filled";
  ALTER TABLE "products_locales" DROP COLUMN "description_filled";
  ALTER TABLE "products_locales" DROP COLUMN "detailed_description_filled";
  ALTER TABLE "products_locales" DROP COLUMN "meta_title";
  ALTER TABLE "products_locales" DROP COLUMN "meta_description";
  ALTER TABLE "categories_locales" DROP COLUMN "name_filled";
  ALTER TABLE "categories_locales" DROP COLUMN "description_filled";
  ALTER TABLE "item_codes" DROP COLUMN "shade_hex_filled";
  ALTER TABLE "item_codes" DROP COLUMN "image_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "composition_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "thread_type_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "denier_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "length_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "net_weight_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "gross_weight_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "country_of_origin_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "other_information_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "bleaching_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "ironing_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "washing_temperature_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "other_technical_info_filled";
  ALTER TABLE "gallery_categories_locales" DROP COLUMN "name_filled";
  ALTER TABLE "gallery_items" DROP COLUMN "primary_image_filled";
  ALTER TABLE "gallery_items" DROP COLUMN "pdf_filled";
  ALTER TABLE "gallery_items" DROP COLUMN "meta_image_id";
  ALTER TABLE "gallery_items_locales" DROP COLUMN "name_filled";
  ALTER TABLE "gallery_items_locales" DROP COLUMN "description_filled";
  ALTER TABLE "gallery_items_locales" DROP COLUMN "detailed_description_filled";
  ALTER TABLE "gallery_items_locales" DROP COLUMN "project_details_filled";
  ALTER TABLE "gallery_items_locales" DROP COLUMN "meta_title";
  ALTER TABLE "gallery_items_locales" DROP COLUMN "meta_description";
  ALTER TABLE "news_items" DROP COLUMN "meta_image_id";
  ALTER TABLE "news_items_locales" DROP COLUMN "title_filled";
  ALTER TABLE "news_items_locales" DROP COLUMN "description_filled";
  ALTER TABLE "news_items_locales" DROP COLUMN "article_body_filled";
  ALTER TABLE "news_items_locales" DROP COLUMN "meta_title";
  ALTER TABLE "news_items_locales" DROP COLUMN "meta_description";
  ALTER TABLE "contact_messages" DROP COLUMN "locale_filled";
  ALTER TABLE "contact_messages" DROP COLUMN "recipient_filled";
  ALTER TABLE "contact_messages" DROP COLUMN "next_attempt_at_filled";
  ALTER TABLE "contact_messages" DROP COLUMN "last_attempt_at_filled";
  ALTER TABLE "contact_messages" DROP COLUMN "last_error_filled";
  ALTER TABLE "contact_messages" DROP COLUMN "delivered_at_filled";
  ALTER TABLE "contact_messages" DROP COLUMN "delivery_started_at_filled";
  ALTER TABLE "media" DROP COLUMN "filename_filled";
  ALTER TABLE "media" DROP COLUMN "mime_type_filled";
  ALTER TABLE "media" DROP COLUMN "filesize_filled";
  ALTER TABLE "media" DROP COLUMN "width_filled";
  ALTER TABLE "media" DROP COLUMN "height_filled";
  ALTER TABLE "media_locales" DROP COLUMN "alt_filled";
  ALTER TABLE "users" DROP COLUMN "name_filled";`)
}
