import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "shade_references" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar NOT NULL,
  	"line" varchar,
  	"code" varchar NOT NULL,
  	"hex" varchar NOT NULL,
  	"equivalent_id" integer,
  	"demo" boolean DEFAULT false,
  	"line_filled" boolean DEFAULT false,
  	"name_filled_en" boolean DEFAULT false,
  	"name_filled_zh_hant" boolean DEFAULT false,
  	"equivalent_filled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shade_references_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shade_references_id" integer;
  ALTER TABLE "shade_references" ADD CONSTRAINT "shade_references_equivalent_id_item_codes_id_fk" FOREIGN KEY ("equivalent_id") REFERENCES "public"."item_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shade_references_locales" ADD CONSTRAINT "shade_references_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shade_references"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "shade_references_brand_idx" ON "shade_references" USING btree ("brand");
  CREATE INDEX "shade_references_code_idx" ON "shade_references" USING btree ("code");
  CREATE INDEX "shade_references_equivalent_idx" ON "shade_references" USING btree ("equivalent_id");
  CREATE INDEX "shade_references_updated_at_idx" ON "shade_references" USING btree ("updated_at");
  CREATE INDEX "shade_references_created_at_idx" ON "shade_references" USING btree ("created_at");
  CREATE UNIQUE INDEX "shade_references_locales_locale_parent_id_unique" ON "shade_references_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "shade_references_locales_parent_idx" ON "shade_references_locales" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shade_references_fk" FOREIGN KEY ("shade_references_id") REFERENCES "public"."shade_references"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shade_references_id_idx" ON "payload_locked_documents_rels" USING btree ("shade_references_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shade_references" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shade_references_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shade_references" CASCADE;
  DROP TABLE "shade_references_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shade_references_fk";
  
  DROP INDEX "payload_locked_documents_rels_shade_references_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shade_references_id";`)
}
