import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "shared_limits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"holder" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"holder_filled" boolean DEFAULT false
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shared_limits_id" integer;
  CREATE UNIQUE INDEX "shared_limits_key_idx" ON "shared_limits" USING btree ("key");
  CREATE INDEX "shared_limits_expires_at_idx" ON "shared_limits" USING btree ("expires_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shared_limits_fk" FOREIGN KEY ("shared_limits_id") REFERENCES "public"."shared_limits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shared_limits_id_idx" ON "payload_locked_documents_rels" USING btree ("shared_limits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shared_limits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shared_limits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shared_limits_fk";
  
  DROP INDEX "payload_locked_documents_rels_shared_limits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shared_limits_id";`)
}
