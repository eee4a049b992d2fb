import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "general_settings" ADD COLUMN "logo_id" integer;
  ALTER TABLE "general_settings" ADD COLUMN "founding_year" numeric;
  ALTER TABLE "general_settings_locales" ADD COLUMN "brand_name" varchar;
  ALTER TABLE "general_settings_locales" ADD COLUMN "address_area" varchar;
  ALTER TABLE "general_settings_locales" ADD COLUMN "privacy_policy" varchar;
  ALTER TABLE "general_settings_locales" ADD COLUMN "terms_of_service" varchar;
  ALTER TABLE "general_settings" ADD CONSTRAINT "general_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "general_settings_logo_idx" ON "general_settings" USING btree ("logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "general_settings" DROP CONSTRAINT "general_settings_logo_id_media_id_fk";
  
  DROP INDEX "general_settings_logo_idx";
  ALTER TABLE "general_settings" DROP COLUMN "logo_id";
  ALTER TABLE "general_settings" DROP COLUMN "founding_year";
  ALTER TABLE "general_settings_locales" DROP COLUMN "brand_name";
  ALTER TABLE "general_settings_locales" DROP COLUMN "address_area";
  ALTER TABLE "general_settings_locales" DROP COLUMN "privacy_policy";
  ALTER TABLE "general_settings_locales" DROP COLUMN "terms_of_service";`)
}
