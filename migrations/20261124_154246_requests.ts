import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_requests_lines_kind" AS ENUM('samples', 'quote');
  CREATE TYPE "public"."enum_requests_lines_unit" AS ENUM('cones', 'metres');
  CREATE TYPE "public"."enum_requests_status" AS ENUM('new', 'quoted', 'samples-sent', 'closed');
  CREATE TYPE "public"."enum_requests_delivery_status" AS ENUM('pending', 'retrying', 'sent', 'failed', 'not-configured');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-request';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-request';
  CREATE TABLE "requests_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"item_code_id" integer,
  	"product_name" varchar NOT NULL,
  	"item_code_text" varchar,
  	"specification" varchar,
  	"kind" "enum_requests_lines_kind" NOT NULL,
  	"quantity" numeric NOT NULL,
  	"unit" "enum_requests_lines_unit" NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_requests_status" DEFAULT 'new' NOT NULL,
  	"subject" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"country" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"locale" varchar,
  	"recipient" varchar,
  	"delivery_status" "enum_requests_delivery_status" DEFAULT 'pending' NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"last_attempt_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"delivery_started_at" timestamp(3) with time zone,
  	"phone_filled" boolean DEFAULT false,
  	"locale_filled" boolean DEFAULT false,
  	"recipient_filled" boolean DEFAULT false,
  	"next_attempt_at_filled" boolean DEFAULT false,
  	"last_attempt_at_filled" boolean DEFAULT false,
  	"last_error_filled" boolean DEFAULT false,
  	"delivered_at_filled" boolean DEFAULT false,
  	"delivery_started_at_filled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "requests_id" integer;
  ALTER TABLE "requests_lines" ADD CONSTRAINT "requests_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requests_lines" ADD CONSTRAINT "requests_lines_item_code_id_item_codes_id_fk" FOREIGN KEY ("item_code_id") REFERENCES "public"."item_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requests_lines" ADD CONSTRAINT "requests_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "requests_lines_order_idx" ON "requests_lines" USING btree ("_order");
  CREATE INDEX "requests_lines_parent_id_idx" ON "requests_lines" USING btree ("_parent_id");
  CREATE INDEX "requests_lines_product_idx" ON "requests_lines" USING btree ("product_id");
  CREATE INDEX "requests_lines_item_code_idx" ON "requests_lines" USING btree ("item_code_id");
  CREATE INDEX "requests_status_idx" ON "requests" USING btree ("status");
  CREATE INDEX "requests_delivery_status_idx" ON "requests" USING btree ("delivery_status");
  CREATE INDEX "requests_updated_at_idx" ON "requests" USING btree ("updated_at");
  CREATE INDEX "requests_created_at_idx" ON "requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_requests_fk" FOREIGN KEY ("requests_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "requests_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "requests_lines" CASCADE;
  DROP TABLE "requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_requests_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-contact-message');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-contact-message');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "requests_id";
  DROP TYPE "public"."enum_requests_lines_kind";
  DROP TYPE "public"."enum_requests_lines_unit";
  DROP TYPE "public"."enum_requests_status";
  DROP TYPE "public"."enum_requests_delivery_status";`)
}
