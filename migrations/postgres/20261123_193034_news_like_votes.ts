import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "news_like_votes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"news_item" numeric NOT NULL,
  	"visitor" varchar NOT NULL,
  	"liked" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_like_votes_id" integer;
  CREATE UNIQUE INDEX "news_like_votes_key_idx" ON "news_like_votes" USING btree ("key");
  CREATE INDEX "news_like_votes_news_item_idx" ON "news_like_votes" USING btree ("news_item");
  CREATE INDEX "news_like_votes_visitor_idx" ON "news_like_votes" USING btree ("visitor");
  CREATE INDEX "news_like_votes_updated_at_idx" ON "news_like_votes" USING btree ("updated_at");
  CREATE INDEX "news_like_votes_created_at_idx" ON "news_like_votes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_like_votes_fk" FOREIGN KEY ("news_like_votes_id") REFERENCES "public"."news_like_votes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_news_like_votes_id_idx" ON "payload_locked_documents_rels" USING btree ("news_like_votes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_like_votes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news_like_votes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_like_votes_fk";
  
  DROP INDEX "payload_locked_documents_rels_news_like_votes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_like_votes_id";`)
}
