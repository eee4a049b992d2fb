import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "publicly_visible" boolean DEFAULT false;
  CREATE INDEX "media_publicly_visible_idx" ON "media" USING btree ("publicly_visible");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_publicly_visible_idx";
  ALTER TABLE "media" DROP COLUMN "publicly_visible";`)
}
