import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "insight_salts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"salt" varchar NOT NULL
  );
  
  CREATE TABLE "insight_sightings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"sighting" varchar NOT NULL
  );
  
  ALTER TABLE "insights" ADD COLUMN "networks" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "insights" ADD COLUMN "found" boolean DEFAULT false;
  -- Demo rows seeded before these columns, as the seed now makes them (src/insights/seed.ts): each visitor
  -- of its own network, and a demo search found something unless it is one of those that found nothing.
  -- Counted rows stay at none and not found: what a visitor's page said it found was never proven.
  UPDATE "insights" SET "networks" = "count" WHERE "demo" = true;
  UPDATE "insights" AS "searched" SET "found" = true WHERE "searched"."demo" = true AND "searched"."figure" = 'search'
    AND NOT EXISTS (SELECT 1 FROM "insights" AS "empty" WHERE "empty"."demo" = true AND "empty"."figure" = 'search-empty' AND "empty"."key" = "searched"."key");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "insight_salts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "insight_sightings_id" integer;
  CREATE UNIQUE INDEX "insight_salts_day_idx" ON "insight_salts" USING btree ("day");
  CREATE INDEX "insight_sightings_day_idx" ON "insight_sightings" USING btree ("day");
  CREATE UNIQUE INDEX "insight_sightings_sighting_idx" ON "insight_sightings" USING btree ("sighting");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_insight_salts_fk" FOREIGN KEY ("insight_salts_id") REFERENCES "public"."insight_salts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_insight_sightings_fk" FOREIGN KEY ("insight_sightings_id") REFERENCES "public"."insight_sightings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_insight_salts_id_idx" ON "payload_locked_documents_rels" USING btree ("insight_salts_id");
  CREATE INDEX "payload_locked_documents_rels_insight_sightings_id_idx" ON "payload_locked_documents_rels" USING btree ("insight_sightings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "insight_salts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "insight_sightings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "insight_salts" CASCADE;
  DROP TABLE "insight_sightings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_insight_salts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_insight_sightings_fk";
  
  DROP INDEX "payload_locked_documents_rels_insight_salts_id_idx";
  DROP INDEX "payload_locked_documents_rels_insight_sightings_id_idx";
  ALTER TABLE "insights" DROP COLUMN "networks";
  ALTER TABLE "insights" DROP COLUMN "found";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "insight_salts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "insight_sightings_id";`)
}
