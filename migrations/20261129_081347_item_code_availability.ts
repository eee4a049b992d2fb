import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_item_codes_availability" AS ENUM('in-stock', 'made-to-order', 'limited', 'discontinued');
  CREATE TYPE "public"."enum_item_codes_minimum_order_unit" AS ENUM('cones', 'spools', 'kg', 'metres');
  CREATE TYPE "public"."enum__item_codes_v_version_availability" AS ENUM('in-stock', 'made-to-order', 'limited', 'discontinued');
  CREATE TYPE "public"."enum__item_codes_v_version_minimum_order_unit" AS ENUM('cones', 'spools', 'kg', 'metres');
  ALTER TABLE "item_codes" ADD COLUMN "availability" "enum_item_codes_availability" DEFAULT 'in-stock';
  ALTER TABLE "item_codes" ADD COLUMN "lead_time_weeks" numeric;
  ALTER TABLE "item_codes" ADD COLUMN "discontinued_on" timestamp(3) with time zone;
  ALTER TABLE "item_codes" ADD COLUMN "replacement_id" integer;
  ALTER TABLE "item_codes" ADD COLUMN "minimum_order" numeric;
  ALTER TABLE "item_codes" ADD COLUMN "minimum_order_unit" "enum_item_codes_minimum_order_unit";
  ALTER TABLE "item_codes" ADD COLUMN "lead_time_weeks_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes" ADD COLUMN "discontinued_on_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes" ADD COLUMN "availability_note_filled_en" boolean DEFAULT false;
  ALTER TABLE "item_codes" ADD COLUMN "availability_note_filled_zh_hant" boolean DEFAULT false;
  ALTER TABLE "item_codes" ADD COLUMN "replacement_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes" ADD COLUMN "minimum_order_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes" ADD COLUMN "minimum_order_unit_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes_locales" ADD COLUMN "availability_note" varchar;
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_availability" "enum__item_codes_v_version_availability" DEFAULT 'in-stock';
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_lead_time_weeks" numeric;
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_discontinued_on" timestamp(3) with time zone;
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_replacement_id" integer;
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_minimum_order" numeric;
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_minimum_order_unit" "enum__item_codes_v_version_minimum_order_unit";
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_lead_time_weeks_filled" boolean DEFAULT false;
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_discontinued_on_filled" boolean DEFAULT false;
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_availability_note_filled_en" boolean DEFAULT false;
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_availability_note_filled_zh_hant" boolean DEFAULT false;
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_replacement_filled" boolean DEFAULT false;
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_minimum_order_filled" boolean DEFAULT false;
  ALTER TABLE "_item_codes_v" ADD COLUMN "version_minimum_order_unit_filled" boolean DEFAULT false;
  ALTER TABLE "_item_codes_v_locales" ADD COLUMN "version_availability_note" varchar;
  ALTER TABLE "item_codes" ADD CONSTRAINT "item_codes_replacement_id_item_codes_id_fk" FOREIGN KEY ("replacement_id") REFERENCES "public"."item_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_item_codes_v" ADD CONSTRAINT "_item_codes_v_version_replacement_id_item_codes_id_fk" FOREIGN KEY ("version_replacement_id") REFERENCES "public"."item_codes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "item_codes_availability_idx" ON "item_codes" USING btree ("availability");
  CREATE INDEX "item_codes_replacement_idx" ON "item_codes" USING btree ("replacement_id");
  CREATE INDEX "_item_codes_v_version_version_availability_idx" ON "_item_codes_v" USING btree ("version_availability");
  CREATE INDEX "_item_codes_v_version_version_replacement_idx" ON "_item_codes_v" USING btree ("version_replacement_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "item_codes" DROP CONSTRAINT "item_codes_replacement_id_item_codes_id_fk";
  
  ALTER TABLE "_item_codes_v" DROP CONSTRAINT "_item_codes_v_version_replacement_id_item_codes_id_fk";
  
  DROP INDEX "item_codes_availability_idx";
  DROP INDEX "item_codes_replacement_idx";
  DROP INDEX "_item_codes_v_version_version_availability_idx";
  DROP INDEX "_item_codes_v_version_version_replacement_idx";
  ALTER TABLE "item_codes" DROP COLUMN "availability";
  ALTER TABLE "item_codes" DROP COLUMN "lead_time_weeks";
  ALTER TABLE "item_codes" DROP COLUMN "discontinued_on";
  ALTER TABLE "item_codes" DROP COLUMN "replacement_id";
  ALTER TABLE "item_codes" DROP COLUMN "minimum_order";
  ALTER TABLE "item_codes" DROP COLUMN "minimum_order_unit";
  ALTER TABLE "item_codes" DROP COLUMN "lead_time_weeks_filled";
  ALTER TABLE "item_codes" DROP COLUMN "discontinued_on_filled";
  ALTER TABLE "item_codes" DROP COLUMN "availability_note_filled_en";
  ALTER TABLE "item_codes" DROP COLUMN "availability_note_filled_zh_hant";
  ALTER TABLE "item_codes" DROP COLUMN "replacement_filled";
  ALTER TABLE "item_codes" DROP COLUMN "minimum_order_filled";
  ALTER TABLE "item_codes" DROP COLUMN "minimum_order_unit_filled";
  ALTER TABLE "item_codes_locales" DROP COLUMN "availability_note";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_availability";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_lead_time_weeks";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_discontinued_on";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_replacement_id";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_minimum_order";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_minimum_order_unit";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_lead_time_weeks_filled";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_discontinued_on_filled";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_availability_note_filled_en";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_availability_note_filled_zh_hant";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_replacement_filled";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_minimum_order_filled";
  ALTER TABLE "_item_codes_v" DROP COLUMN "version_minimum_order_unit_filled";
  ALTER TABLE "_item_codes_v_locales" DROP COLUMN "version_availability_note";
  DROP TYPE "public"."enum_item_codes_availability";
  DROP TYPE "public"."enum_item_codes_minimum_order_unit";
  DROP TYPE "public"."enum__item_codes_v_version_availability";
  DROP TYPE "public"."enum__item_codes_v_version_minimum_order_unit";`)
}
