import { executeAccess, type CollectionSlug, type GlobalSlug, type PayloadRequest, type Where } from 'payload'

type Operation = 'create' | 'read' | 'update' | 'delete'

/**
 * A collection's own access rule for an operation, asked for this request's user the way Payload
 * asks it on every call: false, true, or a query the rows must match. The custom endpoints, imports
 * and tools ask it before they start, so one place (the collection's config) decides who may.
 */
export function collectionRule(req: PayloadRequest, collection: CollectionSlug, operation: Operation): Promise<boolean | Where> {
  return executeAccess({ req, disableErrors: true }, req.payload.collections[collection].config.access[operation])
}

/** Whether a collection's rule lets this user do the operation at all (on the rows a query matches: the Local API call then applies it). */
export async function allowedBy(req: PayloadRequest, collection: CollectionSlug, operation: Operation): Promise<boolean> {
  return (await collectionRule(req, collection, operation)) !== false
}

/** The same for a global's own rule (read or update). */
export async function globalAllows(req: PayloadRequest, global: GlobalSlug, operation: 'read' | 'update'): Promise<boolean> {
  const config = req.payload.globals.config.find((candidate) => candidate.slug === global)
  return Boolean(config) && (await executeAccess({ req, disableErrors: true }, config!.access[operation])) !== false
}
