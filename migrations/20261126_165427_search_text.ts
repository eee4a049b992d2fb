import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** As src/shared/text/fold.ts on the day of this migration: accents removed, lower case. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

const SOURCES = [
  ['products_locales', 'name'],
  ['gallery_items_locales', 'name'],
  ['news_items_locales', 'title'],
] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_locales" ADD COLUMN "search_text" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "gallery_items_locales" ADD COLUMN "search_text" varchar;
  ALTER TABLE "_gallery_items_v_locales" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "news_items_locales" ADD COLUMN "search_text" varchar;
  ALTER TABLE "_news_items_v_locales" ADD COLUMN "version_search_text" varchar;`)
  // The records already stored get their search text as a save would write it (src/shared/fields/search-text.ts).
  for (const [table, title] of SOURCES) {
    const { rows } = await db.execute(sql`SELECT id, ${sql.identifier(title)} AS title, description FROM ${sql.identifier(table)}`)
    for (const row of rows as { id: number; title: string | null; description: string | null }[]) {
      const text = [row.title, row.description].filter((value): value is string => typeof value === 'string' && value.trim() !== '').join('\n')
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET search_text = ${text ? fold(text) : null} WHERE id = ${row.id}`)
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_locales" DROP COLUMN "search_text";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_search_text";
  ALTER TABLE "gallery_items_locales" DROP COLUMN "search_text";
  ALTER TABLE "_gallery_items_v_locales" DROP COLUMN "version_search_text";
  ALTER TABLE "news_items_locales" DROP COLUMN "search_text";
  ALTER TABLE "_news_items_v_locales" DROP COLUMN "version_search_text";`)
}
