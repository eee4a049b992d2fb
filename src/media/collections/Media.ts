import path from 'node:path'
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { env } from '../../config/env.server'
import { anyone, isAdmin } from '../../shared/access'
import { label } from '../../shared/admin-label'
import { ACCEPTED_MEDIA_TYPES, MAX_BYTES, mediaKindOf, uploadCacheSeconds, uploadMessages } from '../upload-rules'
import { revalidateCollection } from '../../shared/cache/revalidate'
import { cacheTags } from '../../shared/cache/tags'

/** Rejects a file over its kind's ceiling (an image may not be as large as a video). */
const enforceSizeByKind: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return
  const file = req.file
  if (!file) return
  const kind = mediaKindOf(file.mimetype)
  if (!kind) throw new APIError(uploadMessages.invalid, 400, undefined, true)
  if (file.size > MAX_BYTES[kind]) throw new APIError(uploadMessages.tooLarge, 413, undefined, true)
}

const revalidation = revalidateCollection([cacheTags.media, cacheTags.settings, cacheTags.products, cacheTags.gallery, cacheTags.news, cacheTags.homePage])

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: label('Media file', '媒體檔案'), plural: label('Media library', '媒體庫') },
  admin: {
    group: label('Library', '資源庫'),
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
  },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    afterChange: [revalidation.afterChange],
    afterDelete: [revalidation.afterDelete],
    beforeOperation: [enforceSizeByKind],
  },
  fields: [
    {
      name: 'alt',
      label: label('Alternative text', '替代文字'),
      type: 'text',
      localized: true,
      admin: {
        description: label('Describes the image for visitors who cannot see it.', '為無法看見圖片的訪客描述圖片內容。'),
      },
    },
  ],
  upload: {
    staticDir: path.join(env().dataDir, 'media'),
    mimeTypes: [...ACCEPTED_MEDIA_TYPES],
    // SVG is not accepted at all, so no uploaded file can carry script.
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 160, height: 160, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 80 } }, withoutEnlargement: true },
      { name: 'large', width: 1280, formatOptions: { format: 'webp', options: { quality: 82 } }, withoutEnlargement: true },
      { name: 'hero', width: 1920, formatOptions: { format: 'webp', options: { quality: 80 } }, withoutEnlargement: true },
    ],
    modifyResponseHeaders: ({ headers }) => {
      const length = Number(headers.get('content-length') ?? 0)
      headers.set('Cache-Control', `public, max-age=${uploadCacheSeconds(length)}`)
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
}
