import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_contact_messages_delivery_status" ADD VALUE 'retrying' BEFORE 'sent';
  CREATE TABLE "news_like_votes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"news_item" numeric NOT NULL,
  	"visitor" varchar NOT NULL,
  	"liked" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "write_locks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rule" varchar NOT NULL,
  	"counter" numeric DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "contact_messages" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "last_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "delivery_started_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "publicly_visible" boolean DEFAULT false;
  ALTER TABLE "payload_jobs" ADD COLUMN "concurrency_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_like_votes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "write_locks_id" integer;
  CREATE UNIQUE INDEX "news_like_votes_key_idx" ON "news_like_votes" USING btree ("key");
  CREATE INDEX "news_like_votes_news_item_idx" ON "news_like_votes" USING btree ("news_item");
  CREATE INDEX "news_like_votes_visitor_idx" ON "news_like_votes" USING btree ("visitor");
  CREATE INDEX "news_like_votes_updated_at_idx" ON "news_like_votes" USING btree ("updated_at");
  CREATE INDEX "news_like_votes_created_at_idx" ON "news_like_votes" USING btree ("created_at");
  CREATE UNIQUE INDEX "write_locks_rule_idx" ON "write_locks" USING btree ("rule");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_like_votes_fk" FOREIGN KEY ("news_like_votes_id") REFERENCES "public"."news_like_votes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_write_locks_fk" FOREIGN KEY ("write_locks_id") REFERENCES "public"."write_locks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_publicly_visible_idx" ON "media" USING btree ("publicly_visible");
  CREATE INDEX "payload_jobs_concurrency_key_idx" ON "payload_jobs" USING btree ("concurrency_key");
  CREATE INDEX "payload_locked_documents_rels_news_like_votes_id_idx" ON "payload_locked_documents_rels" USING btree ("news_like_votes_id");
  CREATE INDEX "payload_locked_documents_rels_write_locks_id_idx" ON "payload_locked_documents_rels" USING btree ("write_locks_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_like_votes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "write_locks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news_like_votes" CASCADE;
  DROP TABLE "write_locks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_like_votes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_write_locks_fk";
  
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_contact_messages_delivery_status";
  CREATE TYPE "public"."enum_contact_messages_delivery_status" AS ENUM('pending', 'sent', 'failed', 'not-configured');
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_contact_messages_delivery_status";
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_contact_messages_delivery_status" USING "delivery_status"::"public"."enum_contact_messages_delivery_status";
  DROP INDEX "media_publicly_visible_idx";
  DROP INDEX "payload_jobs_concurrency_key_idx";
  DROP INDEX "payload_locked_documents_rels_news_like_votes_id_idx";
  DROP INDEX "payload_locked_documents_rels_write_locks_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" DROP COLUMN "next_attempt_at";
  ALTER TABLE "contact_messages" DROP COLUMN "last_attempt_at";
  ALTER TABLE "contact_messages" DROP COLUMN "delivery_started_at";
  ALTER TABLE "media" DROP COLUMN "publicly_visible";
  ALTER TABLE "payload_jobs" DROP COLUMN "concurrency_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_like_votes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "write_locks_id";`)
}
