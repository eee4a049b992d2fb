import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_requests_lines_availability" AS ENUM('in-stock', 'made-to-order', 'limited', 'discontinued');
  ALTER TABLE "requests_lines" ADD COLUMN "availability" "enum_requests_lines_availability";
  ALTER TABLE "requests_lines" ADD COLUMN "lead_time_weeks" numeric;
  ALTER TABLE "requests_lines" ADD COLUMN "availability_note" varchar;
  ALTER TABLE "requests_lines" ADD COLUMN "discontinued_on" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "requests_lines" DROP COLUMN "availability";
  ALTER TABLE "requests_lines" DROP COLUMN "lead_time_weeks";
  ALTER TABLE "requests_lines" DROP COLUMN "availability_note";
  ALTER TABLE "requests_lines" DROP COLUMN "discontinued_on";
  DROP TYPE "public"."enum_requests_lines_availability";`)
}
