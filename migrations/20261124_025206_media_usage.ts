import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "usage_count" numeric DEFAULT 0;
  CREATE INDEX "media_usage_count_idx" ON "media" USING btree ("usage_count");`)
  // The media flags and counts are computed by the later about_images migration, once every
  // column the Payload config reads exists.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_usage_count_idx";
  ALTER TABLE "media" DROP COLUMN "usage_count";`)
}
