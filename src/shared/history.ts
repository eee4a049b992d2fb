import type { CollectionBeforeChangeHook, CollectionConfig, EditConfig, GlobalBeforeChangeHook, GlobalConfig, RelationshipField } from 'payload'
import { isStaffField, nobodyField } from './access'
import { bilingual } from './admin-label'

/**
 * History of a record or setting: Payload keeps each saved state as a version
 * (the Versions tab: when, the values, Restore), without drafts, the newest 50
 * per document. Each save also records who made it in `updatedBy`, so every
 * version carries its author. Writes that are not an administrator's edit
 * (like counters through payload.db) bypass Payload's operations and create no version.
 */
export const KEPT_VERSIONS = 50

const updatedByField: RelationshipField = {
  name: 'updatedBy',
  // A record, not a label function: Payload's version comparison draws relationship labels only from records.
  label: bilingual('Last changed by', '最後修改者'),
  type: 'relationship',
  relationTo: 'users',
  // Set by the save itself, never sent by a client; visitors do not see who edits.
  access: { create: nobodyField, update: nobodyField, read: isStaffField },
  admin: { position: 'sidebar', readOnly: true, description: bilingual('Set on every save.', '每次儲存時自動記錄。') },
}

/** The administrator making this save, or nobody for a save without one (seeds, migrations). */
const authorOf = (req: { user?: { id: number | string } | null }) => req.user?.id ?? null

const recordAuthor: CollectionBeforeChangeHook = ({ data, req }) => ({ ...data, updatedBy: authorOf(req) })
const recordGlobalAuthor: GlobalBeforeChangeHook = ({ data, req }) => ({ ...data, updatedBy: authorOf(req) })

/**
 * A record saved before history began (an existing site upgraded) has no
 * version of its state then. Its first edit keeps that state as the first
 * version (author unknown), read as Payload reads it for its own versions, so
 * that first edit can be undone too. Every later save finds a version and skips this.
 */
const keepStateBeforeHistory: CollectionBeforeChangeHook = async ({ collection, operation, originalDoc, req }) => {
  const id = originalDoc?.id as number | string | undefined
  if (operation !== 'update' || id === undefined) return
  const { totalDocs } = await req.payload.db.countVersions({ collection: collection.slug, where: { parent: { equals: id } }, req })
  if (totalDocs > 0) return
  const doc = await req.payload.db.findOne<{ id: number | string } & Record<string, unknown>>({ collection: collection.slug, where: { id: { equals: id } }, locale: 'all', req })
  if (!doc) return
  const savedAt = String(doc.updatedAt ?? new Date().toISOString())
  await req.payload.db.createVersion({ collectionSlug: collection.slug, parent: id, versionData: doc, autosave: false, createdAt: savedAt, updatedAt: savedAt, req, returning: false })
}

const keepGlobalStateBeforeHistory: GlobalBeforeChangeHook = async ({ global, req }) => {
  const { totalDocs } = await req.payload.db.countGlobalVersions({ global: global.slug, req })
  if (totalDocs > 0) return
  const doc = await req.payload.db.findGlobal<Record<string, unknown>>({ slug: global.slug, locale: 'all', req })
  // A setting never saved has no state to keep.
  if (!doc?.updatedAt) return
  const savedAt = String(doc.updatedAt)
  await req.payload.db.createGlobalVersion({ globalSlug: global.slug, versionData: doc, autosave: false, createdAt: savedAt, updatedAt: savedAt, req, returning: false })
}

/** The Versions tab lists each save with its author (src/admin/versions), which Payload's own list does not show. */
function withVersionsView(edit: EditConfig | undefined): EditConfig {
  // No record has edit views of its own today; one that gets them must list its versions among them.
  if (edit) throw new Error('withHistory: this record has edit views of its own; add the Versions list to them')
  return { versions: { Component: '/admin/versions/VersionsList#VersionsList' } }
}

/** A collection with versions and an author per save; the author hook runs first so later hooks (empty-values-last) see it. */
export function withHistory(collection: CollectionConfig): CollectionConfig {
  const components = collection.admin?.components
  return {
    ...collection,
    admin: { ...collection.admin, components: { ...components, views: { ...components?.views, edit: withVersionsView(components?.views?.edit) } } },
    versions: { maxPerDoc: KEPT_VERSIONS, drafts: false },
    hooks: { ...collection.hooks, beforeChange: [keepStateBeforeHistory, recordAuthor, ...(collection.hooks?.beforeChange ?? [])] },
    fields: [...collection.fields, updatedByField],
  }
}

export function withGlobalHistory(global: GlobalConfig): GlobalConfig {
  const components = global.admin?.components
  return {
    ...global,
    admin: { ...global.admin, components: { ...components, views: { ...components?.views, edit: withVersionsView(components?.views?.edit) } } },
    versions: { max: KEPT_VERSIONS, drafts: false },
    hooks: { ...global.hooks, beforeChange: [keepGlobalStateBeforeHistory, recordGlobalAuthor, ...(global.hooks?.beforeChange ?? [])] },
    fields: [...global.fields, updatedByField],
  }
}
