import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "write_locks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rule" varchar NOT NULL,
  	"counter" numeric DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "write_locks_id" integer;
  CREATE UNIQUE INDEX "write_locks_rule_idx" ON "write_locks" USING btree ("rule");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_write_locks_fk" FOREIGN KEY ("write_locks_id") REFERENCES "public"."write_locks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_write_locks_id_idx" ON "payload_locked_documents_rels" USING btree ("write_locks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "write_locks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "write_locks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_write_locks_fk";
  
  DROP INDEX "payload_locked_documents_rels_write_locks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "write_locks_id";`)
}
