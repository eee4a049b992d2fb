import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quotes_lines_kind" AS ENUM('samples', 'quote');
  CREATE TYPE "public"."enum_quotes_lines_requested_unit" AS ENUM('cones', 'metres');
  CREATE TYPE "public"."enum_quotes_lines_price_unit" AS ENUM('cone', 'spool', 'kg', 'metre');
  CREATE TYPE "public"."enum_quotes_lines_currency" AS ENUM('HKD', 'USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum_quotes_lines_lead_time_unit" AS ENUM('days', 'weeks');
  CREATE TYPE "public"."enum_quotes_status" AS ENUM('draft', 'sent', 'accepted', 'superseded');
  CREATE TYPE "public"."enum_quotes_locale" AS ENUM('en', 'zh-Hant', 'zh-Hans');
  CREATE TYPE "public"."enum_quotes_delivery_terms" AS ENUM('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP');
  CREATE TYPE "public"."enum_quotes_payment_terms" AS ENUM('advance', 'deposit', 'lc', 'net30');
  CREATE TYPE "public"."enum_quotes_delivery_status" AS ENUM('idle', 'pending', 'retrying', 'sent', 'failed', 'not-configured');
  CREATE TYPE "public"."enum_quote_questions_delivery_status" AS ENUM('pending', 'retrying', 'sent', 'failed', 'not-configured');
  CREATE TYPE "public"."enum_general_settings_quote_currency" AS ENUM('HKD', 'USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum_general_settings_quote_delivery_terms" AS ENUM('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP');
  CREATE TYPE "public"."enum_general_settings_quote_payment_terms" AS ENUM('advance', 'deposit', 'lc', 'net30');
  CREATE TYPE "public"."enum__general_settings_v_version_quote_currency" AS ENUM('HKD', 'USD', 'CNY', 'EUR');
  CREATE TYPE "public"."enum__general_settings_v_version_quote_delivery_terms" AS ENUM('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP');
  CREATE TYPE "public"."enum__general_settings_v_version_quote_payment_terms" AS ENUM('advance', 'deposit', 'lc', 'net30');
  ALTER TYPE "public"."enum_requests_status" ADD VALUE 'accepted' BEFORE 'samples-sent';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-quote' BEFORE 'send-request-copy';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-quote-question' BEFORE 'send-request-copy';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-quote-accepted';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-quote' BEFORE 'send-request-copy';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-quote-question' BEFORE 'send-request-copy';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-quote-accepted';
  CREATE TABLE "quotes_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_name" varchar NOT NULL,
  	"item_code_text" varchar,
  	"kind" "enum_quotes_lines_kind",
  	"requested_quantity" numeric,
  	"requested_unit" "enum_quotes_lines_requested_unit",
  	"quantity" numeric NOT NULL,
  	"price_unit" "enum_quotes_lines_price_unit" DEFAULT 'cone' NOT NULL,
  	"unit_price" numeric,
  	"currency" "enum_quotes_lines_currency" NOT NULL,
  	"free" boolean DEFAULT false,
  	"minimum_order" numeric,
  	"lead_time" numeric,
  	"lead_time_unit" "enum_quotes_lines_lead_time_unit" DEFAULT 'weeks',
  	"amount" numeric,
  	"note" varchar
  );
  
  CREATE TABLE "quotes_totals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_quotes_status" DEFAULT 'draft',
  	"reference" varchar,
  	"number" varchar,
  	"revision" numeric DEFAULT 0,
  	"request_id" integer NOT NULL,
  	"company" varchar,
  	"name" varchar,
  	"email" varchar,
  	"locale" "enum_quotes_locale" DEFAULT 'en' NOT NULL,
  	"totals_text" varchar,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"delivery_terms" "enum_quotes_delivery_terms" NOT NULL,
  	"delivery_place" varchar,
  	"payment_terms" "enum_quotes_payment_terms" NOT NULL,
  	"message" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"accepted_at" timestamp(3) with time zone,
  	"accepted_name" varchar,
  	"purchase_order" varchar,
  	"printed" jsonb,
  	"delivery_status" "enum_quotes_delivery_status" DEFAULT 'idle' NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"last_attempt_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"delivery_started_at" timestamp(3) with time zone,
  	"reference_filled" boolean DEFAULT false,
  	"company_filled" boolean DEFAULT false,
  	"name_filled" boolean DEFAULT false,
  	"email_filled" boolean DEFAULT false,
  	"delivery_place_filled" boolean DEFAULT false,
  	"message_filled" boolean DEFAULT false,
  	"sent_at_filled" boolean DEFAULT false,
  	"accepted_at_filled" boolean DEFAULT false,
  	"accepted_name_filled" boolean DEFAULT false,
  	"purchase_order_filled" boolean DEFAULT false,
  	"next_attempt_at_filled" boolean DEFAULT false,
  	"last_attempt_at_filled" boolean DEFAULT false,
  	"last_error_filled" boolean DEFAULT false,
  	"delivered_at_filled" boolean DEFAULT false,
  	"delivery_started_at_filled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quote_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"answered" boolean DEFAULT false,
  	"quote_id" integer NOT NULL,
  	"quote_reference" varchar NOT NULL,
  	"company" varchar,
  	"email" varchar,
  	"message" varchar NOT NULL,
  	"locale" varchar,
  	"recipient" varchar,
  	"delivery_status" "enum_quote_questions_delivery_status" DEFAULT 'pending' NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"last_attempt_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"delivery_started_at" timestamp(3) with time zone,
  	"company_filled" boolean DEFAULT false,
  	"email_filled" boolean DEFAULT false,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quotes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quote_questions_id" integer;
  ALTER TABLE "general_settings" ADD COLUMN "quote_currency" "enum_general_settings_quote_currency" DEFAULT 'HKD' NOT NULL;
  ALTER TABLE "general_settings" ADD COLUMN "quote_delivery_terms" "enum_general_settings_quote_delivery_terms" DEFAULT 'FOB' NOT NULL;
  ALTER TABLE "general_settings" ADD COLUMN "quote_payment_terms" "enum_general_settings_quote_payment_terms" DEFAULT 'advance' NOT NULL;
  ALTER TABLE "_general_settings_v" ADD COLUMN "version_quote_currency" "enum__general_settings_v_version_quote_currency" DEFAULT 'HKD' NOT NULL;
  ALTER TABLE "_general_settings_v" ADD COLUMN "version_quote_delivery_terms" "enum__general_settings_v_version_quote_delivery_terms" DEFAULT 'FOB' NOT NULL;
  ALTER TABLE "_general_settings_v" ADD COLUMN "version_quote_payment_terms" "enum__general_settings_v_version_quote_payment_terms" DEFAULT 'advance' NOT NULL;
  ALTER TABLE "quotes_lines" ADD CONSTRAINT "quotes_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes_totals" ADD CONSTRAINT "quotes_totals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_questions" ADD CONSTRAINT "quote_questions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quotes_lines_order_idx" ON "quotes_lines" USING btree ("_order");
  CREATE INDEX "quotes_lines_parent_id_idx" ON "quotes_lines" USING btree ("_parent_id");
  CREATE INDEX "quotes_totals_order_idx" ON "quotes_totals" USING btree ("_order");
  CREATE INDEX "quotes_totals_parent_id_idx" ON "quotes_totals" USING btree ("_parent_id");
  CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");
  CREATE UNIQUE INDEX "quotes_reference_idx" ON "quotes" USING btree ("reference");
  CREATE INDEX "quotes_number_idx" ON "quotes" USING btree ("number");
  CREATE INDEX "quotes_request_idx" ON "quotes" USING btree ("request_id");
  CREATE INDEX "quotes_delivery_status_idx" ON "quotes" USING btree ("delivery_status");
  CREATE INDEX "quotes_updated_at_idx" ON "quotes" USING btree ("updated_at");
  CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");
  CREATE INDEX "quote_questions_answered_idx" ON "quote_questions" USING btree ("answered");
  CREATE INDEX "quote_questions_quote_idx" ON "quote_questions" USING btree ("quote_id");
  CREATE INDEX "quote_questions_delivery_status_idx" ON "quote_questions" USING btree ("delivery_status");
  CREATE INDEX "quote_questions_updated_at_idx" ON "quote_questions" USING btree ("updated_at");
  CREATE INDEX "quote_questions_created_at_idx" ON "quote_questions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quotes_fk" FOREIGN KEY ("quotes_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_questions_fk" FOREIGN KEY ("quote_questions_id") REFERENCES "public"."quote_questions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("quotes_id");
  CREATE INDEX "payload_locked_documents_rels_quote_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_questions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quotes_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes_totals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_questions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quotes_lines" CASCADE;
  DROP TABLE "quotes_totals" CASCADE;
  DROP TABLE "quotes" CASCADE;
  DROP TABLE "quote_questions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quotes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quote_questions_fk";
  
  ALTER TABLE "requests" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "requests" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_requests_status";
  CREATE TYPE "public"."enum_requests_status" AS ENUM('new', 'quoted', 'samples-sent', 'closed');
  ALTER TABLE "requests" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_requests_status";
  ALTER TABLE "requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_requests_status" USING "status"::"public"."enum_requests_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-contact-message', 'send-request', 'send-request-copy');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-contact-message', 'send-request', 'send-request-copy');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_quotes_id_idx";
  DROP INDEX "payload_locked_documents_rels_quote_questions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quotes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quote_questions_id";
  ALTER TABLE "general_settings" DROP COLUMN "quote_currency";
  ALTER TABLE "general_settings" DROP COLUMN "quote_delivery_terms";
  ALTER TABLE "general_settings" DROP COLUMN "quote_payment_terms";
  ALTER TABLE "_general_settings_v" DROP COLUMN "version_quote_currency";
  ALTER TABLE "_general_settings_v" DROP COLUMN "version_quote_delivery_terms";
  ALTER TABLE "_general_settings_v" DROP COLUMN "version_quote_payment_terms";
  DROP TYPE "public"."enum_quotes_lines_kind";
  DROP TYPE "public"."enum_quotes_lines_requested_unit";
  DROP TYPE "public"."enum_quotes_lines_price_unit";
  DROP TYPE "public"."enum_quotes_lines_currency";
  DROP TYPE "public"."enum_quotes_lines_lead_time_unit";
  DROP TYPE "public"."enum_quotes_status";
  DROP TYPE "public"."enum_quotes_locale";
  DROP TYPE "public"."enum_quotes_delivery_terms";
  DROP TYPE "public"."enum_quotes_payment_terms";
  DROP TYPE "public"."enum_quotes_delivery_status";
  DROP TYPE "public"."enum_quote_questions_delivery_status";
  DROP TYPE "public"."enum_general_settings_quote_currency";
  DROP TYPE "public"."enum_general_settings_quote_delivery_terms";
  DROP TYPE "public"."enum_general_settings_quote_payment_terms";
  DROP TYPE "public"."enum__general_settings_v_version_quote_currency";
  DROP TYPE "public"."enum__general_settings_v_version_quote_delivery_terms";
  DROP TYPE "public"."enum__general_settings_v_version_quote_payment_terms";`)
}
