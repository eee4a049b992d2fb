import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "simplified_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"record" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"traditional" varchar,
  	"traditional_filled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "simplified_texts_id" integer;
  CREATE INDEX "simplified_texts_updated_at_idx" ON "simplified_texts" USING btree ("updated_at");
  CREATE INDEX "simplified_texts_created_at_idx" ON "simplified_texts" USING btree ("created_at");
  CREATE UNIQUE INDEX "source_record_key_idx" ON "simplified_texts" USING btree ("source","record","key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_simplified_texts_fk" FOREIGN KEY ("simplified_texts_id") REFERENCES "public"."simplified_texts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_simplified_texts_id_idx" ON "payload_locked_documents_rels" USING btree ("simplified_texts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "simplified_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "simplified_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_simplified_texts_fk";
  
  DROP INDEX "payload_locked_documents_rels_simplified_texts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "simplified_texts_id";`)
}
