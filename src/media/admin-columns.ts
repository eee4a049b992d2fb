import type { Field, Plugin } from 'payload'

/**
 * Columns of the media library that mean nothing to an administrator: the
 * storage plugin's bookkeeping and the raw type and crop values. They stay in
 * the data; they are no longer offered as list columns. A plugin, because the
 * storage plugin adds some of them after the collection is defined.
 */
const INTERNAL = new Set(['prefix', '_objectKey', 'url', 'thumbnailURL', 'mimeType', 'focalX', 'focalY', 'height', 'sizes'])

const hideColumn = (field: Field): Field =>
  'name' in field && INTERNAL.has(field.name) ? ({ ...field, admin: { ...field.admin, disableListColumn: true } } as Field) : field

export const mediaAdminColumnsPlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => (collection.slug === 'media' ? { ...collection, fields: collection.fields.map(hideColumn) } : collection)),
})
