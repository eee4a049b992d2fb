import { refreshAllMediaVisibility } from '../../src/media/usage'
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "usage_count" numeric DEFAULT 0;
  CREATE INDEX "media_usage_count_idx" ON "media" USING btree ("usage_count");`)

  // Data, last: the public flag and the count of users of every media file, from its users (the
  // SEO share image counts), now that every column the Payload config reads exists.
  await refreshAllMediaVisibility(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_usage_count_idx";
  ALTER TABLE "media" DROP COLUMN "usage_count";`)
}
