import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_contact_messages_delivery_status" ADD VALUE 'retrying' BEFORE 'sent';
  ALTER TABLE "contact_messages" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "last_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "delivery_started_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "concurrency_key" varchar;
  CREATE INDEX "payload_jobs_concurrency_key_idx" ON "payload_jobs" USING btree ("concurrency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_contact_messages_delivery_status";
  CREATE TYPE "public"."enum_contact_messages_delivery_status" AS ENUM('pending', 'sent', 'failed', 'not-configured');
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_contact_messages_delivery_status";
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_contact_messages_delivery_status" USING "delivery_status"::"public"."enum_contact_messages_delivery_status";
  DROP INDEX "payload_jobs_concurrency_key_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "next_attempt_at";
  ALTER TABLE "contact_messages" DROP COLUMN "last_attempt_at";
  ALTER TABLE "contact_messages" DROP COLUMN "delivery_started_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "concurrency_key";`)
}
