import path from 'node:path'
import type { Access, CollectionConfig, Where } from 'payload'
import { env } from '../../config/env.server'
import { isStaff, isStaffField, nobodyField, readBySiteOrAdmin } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { fileResponseHeaders, hideForbiddenFiles, missingLocalFileHandler } from '../file-responses'
import { storageCleanupEndpoints } from '../cleanup/endpoints'
import { explainRefusedBulkDeletes } from '../deletion/explain-failed-delete'
import { heldFiles } from '../deletion/held-files'
import { explainRefusedFile } from '../upload-refusals'
import { refuseDeletingUsedMedia } from '../deletion/refuse-used'
import { guardUpload } from '../upload-guard'
import { ACCEPTED_MEDIA_TYPES } from '../upload-rules'
import { revalidateCollection } from '../../shared/cache/revalidate'
import { cacheTags } from '../../shared/cache/tags'

/**
 * Visitors get a file (GET /api/media/file/<name>: Payload applies read
 * access to downloads) and the site's pages its record only while active
 * content or the settings use it; see usage.ts, which keeps the flag up to
 * date on every save. Listing media over the API is for administrators.
 */
const publiclyVisible: Access = (): Where => {
  const stillPublic: Where = { or: [{ publicUntil: { exists: false } }, { publicUntil: { greater_than: new Date().toISOString() } }] }
  return { and: [{ publiclyVisible: { equals: true } }, stillPublic] }
}

const staticDir = path.join(env().dataDir, 'media')

/** Files of a record being deleted wait here until the delete has settled (local disk only; see held-files.ts). */
export const localDeleteHolding = env().s3 ? undefined : heldFiles({ staticDir, holdingDir: path.join(env().dataDir, 'media-held') })

const revalidation = revalidateCollection([cacheTags.media, cacheTags.settings, cacheTags.products, cacheTags.gallery, cacheTags.news, cacheTags.homePage, cacheTags.aboutPage])

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: label('Media file', '媒體檔案'), plural: label('Media library', '媒體庫') },
  admin: {
    group: adminGroups.library,
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'filesize', 'width', 'usageCount', 'updatedAt'],
    components: { beforeListTable: ['/media/admin/UnusedFilter#UnusedFilter'] },
  },
  access: { read: readBySiteOrAdmin(publiclyVisible, { files: true }), create: isStaff, update: isStaff, delete: isStaff },
  endpoints: storageCleanupEndpoints,
  hooks: {
    afterChange: [revalidation.afterChange],
    afterDelete: [revalidation.afterDelete],
    afterError: [hideForbiddenFiles, explainRefusedFile, ...(localDeleteHolding ? [localDeleteHolding.afterError] : [])],
    afterOperation: [explainRefusedBulkDeletes(localDeleteHolding?.settle)],
    beforeOperation: [guardUpload],
    // The refusal first: a file in use is never touched.
    beforeDelete: [refuseDeletingUsedMedia, ...(localDeleteHolding ? [localDeleteHolding.beforeDelete] : [])],
  },
  fields: [
    {
      name: 'newFileTitle',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: { path: '/admin/FormHeading#NewRecordTitle', clientProps: { create: { en: 'Upload a file', zh: '上載檔案' } } } } },
    },
    {
      name: 'alt',
      label: label('Alternative text', '替代文字'),
      type: 'text',
      localized: true,
      admin: {
        description: bilingual('Describes the image for visitors who cannot see it.', '為無法看見圖片的訪客描述圖片內容。'),
      },
    },
    {
      name: 'publiclyVisible',
      label: label('Public', '公開'),
      type: 'checkbox',
      defaultValue: false,
      index: true,
      // Set by the system from the file's users (usage.ts), never by hand.
      access: { create: nobodyField, update: nobodyField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: bilingual(
          'Visitors can open this file while active content or the site settings use it.',
          '當啟用中的內容或網站設定使用此檔案時，訪客才可開啟。',
        ),
      },
    },
    {
      // The moment the file stops being public without a save (its public users all end: a certificate's
      // "valid until" day), set with the flag above (usage.ts); empty when it does not end.
      name: 'publicUntil',
      type: 'date',
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
    {
      name: 'usageCount',
      label: label('Used by', '使用於'),
      type: 'number',
      defaultValue: 0,
      index: true,
      // Counted by the system from the file's users (usage.ts), never by hand; only administrators need it.
      access: { read: isStaffField, create: nobodyField, update: nobodyField },
      admin: {
        readOnly: true,
        position: 'sidebar',
        components: { Field: '/media/admin/UsedByPanel#UsedByPanel', Cell: '/media/admin/UsageCell#UsageCell' },
      },
    },
    {
      // When the file's last user let it go (usage.ts): the storage cleanup offers such a file at once, while a
      // new upload nothing has used yet waits an hour (src/media/cleanup/candidates.ts). Empty while used, and
      // for a file never used.
      name: 'unusedSince',
      type: 'date',
      access: { read: isStaffField, create: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
    // Payload's own file fields, shown the way people read them in the list.
    { name: 'filesize', label: label('Size', '大小'), type: 'number', admin: { components: { Cell: '/media/admin/SizeCell#SizeCell' } } },
    { name: 'width', label: label('Dimensions', '尺寸'), type: 'number', admin: { components: { Cell: '/media/admin/DimensionsCell#DimensionsCell' } } },
  ],
  upload: {
    staticDir,
    // Local disk only: the S3 adapter answers a missing object itself.
    handlers: env().s3 ? [] : [missingLocalFileHandler(staticDir)],
    mimeTypes: [...ACCEPTED_MEDIA_TYPES],
    // SVG is not accepted at all, so no uploaded file can carry script.
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 160, height: 160, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 80 } }, withoutEnlargement: true },
      { name: 'large', width: 1280, formatOptions: { format: 'webp', options: { quality: 82 } }, withoutEnlargement: true },
      { name: 'hero', width: 1920, formatOptions: { format: 'webp', options: { quality: 80 } }, withoutEnlargement: true },
      // The picture a shared link shows: JPEG, which every link preview reads, at the 1200×630 they lay out.
      // Made from a smaller upload too (enlarged): previews ask for this size, not for sharpness.
      { name: 'share', width: 1200, height: 630, position: 'centre', withoutEnlargement: false, formatOptions: { format: 'jpeg', options: { quality: 82 } } },
    ],
    modifyResponseHeaders: fileResponseHeaders,
  },
}
