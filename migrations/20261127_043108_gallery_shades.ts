import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gallery_items_rels" ADD COLUMN "item_codes_id" integer;
  ALTER TABLE "_gallery_items_v_rels" ADD COLUMN "item_codes_id" integer;
  ALTER TABLE "gallery_items_rels" ADD CONSTRAINT "gallery_items_rels_item_codes_fk" FOREIGN KEY ("item_codes_id") REFERENCES "public"."item_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_items_v_rels" ADD CONSTRAINT "_gallery_items_v_rels_item_codes_fk" FOREIGN KEY ("item_codes_id") REFERENCES "public"."item_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "gallery_items_rels_item_codes_id_idx" ON "gallery_items_rels" USING btree ("item_codes_id");
  CREATE INDEX "_gallery_items_v_rels_item_codes_id_idx" ON "_gallery_items_v_rels" USING btree ("item_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gallery_items_rels" DROP CONSTRAINT "gallery_items_rels_item_codes_fk";
  
  ALTER TABLE "_gallery_items_v_rels" DROP CONSTRAINT "_gallery_items_v_rels_item_codes_fk";
  
  DROP INDEX "gallery_items_rels_item_codes_id_idx";
  DROP INDEX "_gallery_items_v_rels_item_codes_id_idx";
  ALTER TABLE "gallery_items_rels" DROP COLUMN "item_codes_id";
  ALTER TABLE "_gallery_items_v_rels" DROP COLUMN "item_codes_id";`)
}
