import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "requests" ADD COLUMN "copy_queued" boolean DEFAULT false;
  ALTER TABLE "requests" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "media" ADD COLUMN "public_until" timestamp(3) with time zone;
  CREATE UNIQUE INDEX "requests_submission_key_idx" ON "requests" USING btree ("submission_key");
  CREATE INDEX "media_public_until_idx" ON "media" USING btree ("public_until");
  ALTER TABLE "users" DROP COLUMN "reset_password_requested_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "requests_submission_key_idx";
  DROP INDEX "media_public_until_idx";
  ALTER TABLE "users" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "requests" DROP COLUMN "copy_queued";
  ALTER TABLE "requests" DROP COLUMN "submission_key";
  ALTER TABLE "media" DROP COLUMN "public_until";`)
}
