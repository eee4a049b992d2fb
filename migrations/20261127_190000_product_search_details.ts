import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { refreshProductSearchText } from '../src/catalogue/search-details'

/**
 * Data only, written by hand: every product's search text now also holds its item codes'
 * composition, type and denier (src/catalogue/search-details.ts), so the site search no longer
 * joins the item codes. Idempotent (a product whose text is already right is not written).
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const { docs } = await payload.find({ collection: 'products', depth: 0, pagination: false, select: { slug: true }, overrideAccess: true, req })
  for (const { id } of docs) await refreshProductSearchText(req, id)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the next save of a product writes its search text again, with or without the details.
}
