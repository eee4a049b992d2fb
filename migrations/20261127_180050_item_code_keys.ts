import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { searchKeysOf } from '../src/shared/item-codes/code-key'

/** Rows written at once by the backfill below. */
const BATCH = 500

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "item_code_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"item_code" numeric NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "item_code_keys_id" integer;
  CREATE INDEX "item_code_keys_key_idx" ON "item_code_keys" USING btree ("key");
  CREATE INDEX "item_code_keys_item_code_idx" ON "item_code_keys" USING btree ("item_code");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_item_code_keys_fk" FOREIGN KEY ("item_code_keys_id") REFERENCES "public"."item_code_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_item_code_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("item_code_keys_id");`)
  // The codes already stored get their search keys, as their next save would write them (src/catalogue/code-keys.ts).
  const { rows: codes } = (await db.execute(sql`SELECT id, item_code AS code FROM item_codes`)) as unknown as { rows: { id: number; code: string }[] }
  const rows = codes.flatMap(({ id, code }) => searchKeysOf(code).map((key) => sql`(${key}, ${id})`))
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.execute(sql`INSERT INTO item_code_keys (key, item_code) VALUES ${sql.join(rows.slice(start, start + BATCH), sql`, `)}`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "item_code_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "item_code_keys" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_item_code_keys_fk";
  
  DROP INDEX "payload_locked_documents_rels_item_code_keys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "item_code_keys_id";`)
}
