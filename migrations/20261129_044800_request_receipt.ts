import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "requests" ADD COLUMN "copy_queued" boolean DEFAULT false;
  ALTER TABLE "requests" ADD COLUMN "submission_key" varchar;
  CREATE UNIQUE INDEX "requests_submission_key_idx" ON "requests" USING btree ("submission_key");
  ALTER TABLE "users" DROP COLUMN "reset_password_requested_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "requests_submission_key_idx";
  ALTER TABLE "users" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "requests" DROP COLUMN "copy_queued";
  ALTER TABLE "requests" DROP COLUMN "submission_key";`)
}
