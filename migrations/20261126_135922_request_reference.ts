import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "requests" ADD COLUMN "reference" varchar;
  -- Requests stored before references: R-<year in Hong Kong>-<id>, unique since ids are (src/requests/reference.ts counts on from them).
  UPDATE "requests" SET "reference" = 'R-' || to_char("created_at" AT TIME ZONE 'Asia/Hong_Kong', 'YYYY') || '-' || lpad("id"::text, 4, '0') WHERE "reference" IS NULL;
  CREATE UNIQUE INDEX "requests_reference_idx" ON "requests" USING btree ("reference");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "requests_reference_idx";
  ALTER TABLE "requests" DROP COLUMN "reference";`)
}
