import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "public_until" timestamp(3) with time zone;
  CREATE INDEX "media_public_until_idx" ON "media" USING btree ("public_until");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_public_until_idx";
  ALTER TABLE "media" DROP COLUMN "public_until";`)
}
