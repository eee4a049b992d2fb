import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "about_page" ADD COLUMN "history_image_id" integer;
  ALTER TABLE "about_page" ADD COLUMN "metallic_yarn_image_id" integer;
  ALTER TABLE "about_page" ADD COLUMN "sustainability_image_id" integer;
  ALTER TABLE "about_page" ADD COLUMN "community_image_id" integer;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_history_image_id_media_id_fk" FOREIGN KEY ("history_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_metallic_yarn_image_id_media_id_fk" FOREIGN KEY ("metallic_yarn_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_sustainability_image_id_media_id_fk" FOREIGN KEY ("sustainability_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_community_image_id_media_id_fk" FOREIGN KEY ("community_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "about_page_history_history_image_idx" ON "about_page" USING btree ("history_image_id");
  CREATE INDEX "about_page_metallic_yarn_metallic_yarn_image_idx" ON "about_page" USING btree ("metallic_yarn_image_id");
  CREATE INDEX "about_page_sustainability_sustainability_image_idx" ON "about_page" USING btree ("sustainability_image_id");
  CREATE INDEX "about_page_community_community_image_idx" ON "about_page" USING btree ("community_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "about_page" DROP CONSTRAINT "about_page_history_image_id_media_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_metallic_yarn_image_id_media_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_sustainability_image_id_media_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_community_image_id_media_id_fk";
  
  DROP INDEX "about_page_history_history_image_idx";
  DROP INDEX "about_page_metallic_yarn_metallic_yarn_image_idx";
  DROP INDEX "about_page_sustainability_sustainability_image_idx";
  DROP INDEX "about_page_community_community_image_idx";
  ALTER TABLE "about_page" DROP COLUMN "history_image_id";
  ALTER TABLE "about_page" DROP COLUMN "metallic_yarn_image_id";
  ALTER TABLE "about_page" DROP COLUMN "sustainability_image_id";
  ALTER TABLE "about_page" DROP COLUMN "community_image_id";`)
}
