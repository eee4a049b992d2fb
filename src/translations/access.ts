import type { PayloadRequest } from 'payload'
import { allowedBy, globalAllows } from '../shared/access/rules'
import { translationSources, type TranslationSource } from './records'

/** A source's own access rule (its collection's or global's) for reading or changing its texts. */
export function sourceAllows(req: PayloadRequest, source: TranslationSource, operation: 'read' | 'update'): Promise<boolean> {
  return source.kind === 'collection' ? allowedBy(req, source.slug, operation) : globalAllows(req, source.slug, operation)
}

/**
 * Whether the translations manager is open to this user at all: some source's own rule lets them
 * read (the export) or change (a save, an import) its texts. Each record is then read and written
 * through the Local API with the user, so its own rule decides again for that record.
 */
export async function mayTranslate(req: PayloadRequest, operation: 'read' | 'update'): Promise<boolean> {
  for (const source of translationSources(req.payload)) if (await sourceAllows(req, source, operation)) return true
  return false
}
