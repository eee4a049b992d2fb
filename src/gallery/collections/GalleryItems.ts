import type { CollectionConfig, PayloadRequest } from 'payload'
import { imageUpload, kindValidator, mediaFieldMessages, pdfUpload } from '../../media/fields'
import { mediaEntriesField } from '../../media/media-entries-field'
import { mediaKindOf } from '../../media/upload-rules'
import { activeOnly, readBySiteOrAdmin, isStaff } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { displayOrderField } from '../../shared/fields/display-order'
import { previewAt, previewLinksField } from '../../shared/preview/admin-preview'
import { slugField } from '../../shared/fields/slug'
import { statusField } from '../../shared/fields/status'
import { searchTextField } from '../../shared/fields/search-text'
import { validateLocalizedWith } from '../../shared/validation/payload-validate'
import { galleryItemNameSchema, galleryMessages } from '../schemas'
import { orderedCollection } from '../../shared/ordering/ordered-collection'
import { cacheTags } from '../../shared/cache/tags'
import { refreshMediaAfterChange, refreshMediaAfterDelete } from '../../media/usage-hooks'

export const GalleryItems: CollectionConfig = orderedCollection(
  {
    slug: 'gallery-items',
    labels: { singular: label('Gallery item', '資源項目'), plural: label('Gallery items', '資源項目') },
    admin: {
      group: adminGroups.gallery,
      useAsTitle: 'name',
      defaultColumns: ['name', 'status', 'isPdf', 'categories', 'displayOrder', 'updatedAt'],
      listSearchableFields: ['name', 'slug'],
      // A PDF item is a download with no page of its own.
      preview: (doc, options) => (doc?.isPdf ? null : previewAt('gallery-items')(doc, options)),
    },
    access: { read: readBySiteOrAdmin(activeOnly), create: isStaff, update: isStaff, delete: isStaff },
    hooks: { afterChange: [refreshMediaAfterChange], afterDelete: [refreshMediaAfterDelete] },
    fields: [
      {
        name: 'name',
        label: label('Name', '名稱'),
        type: 'text',
        localized: true,
        validate: validateLocalizedWith(galleryItemNameSchema),
      },
      slugField({
        requiredMessage: galleryMessages.slugRequired,
        generateFrom: { field: 'name', fallbackPrefix: 'project', word: { en: 'name', zh: '名稱' } },
        duplicateMessage: { en: 'This slug is already used by another gallery item', zh: '此網址代稱已被另一個資源庫項目使用' },
      }),
      statusField(),
      searchTextField(['name', 'description']),
      previewLinksField,
      displayOrderField(),
      {
        name: 'isPdf',
        label: label('PDF item (colour book)', 'PDF 項目（色卡）'),
        type: 'checkbox',
        defaultValue: false,
        admin: {
          position: 'sidebar',
          description: bilingual('A PDF item is a download and has no page of its own.', 'PDF 項目只供下載，沒有獨立頁面。'),
          components: { Cell: '/admin/YesNoCell#YesNoCell' },
        },
      },
      { name: 'description', label: label('Description', '描述'), type: 'textarea', localized: true },
      imageUpload({ name: 'primaryImage', label: label('Primary image', '主圖片') }),
      pdfUpload({
        name: 'pdf',
        label: label('PDF file', 'PDF 檔案'),
        admin: { condition: (data) => Boolean(data?.isPdf) },
        validate: (value: unknown, options: { siblingData: Record<string, unknown>; req: PayloadRequest }) => {
          if (options.siblingData?.isPdf && !value) return galleryMessages.pdfRequired
          return kindValidator(['pdf'], mediaFieldMessages.pdf, false)(value, options)
        },
      }),
      {
        name: 'categories',
        label: label('Categories', '類別'),
        type: 'relationship',
        relationTo: 'gallery-categories',
        hasMany: true,
        index: true,
      },
      {
        name: 'detailedDescription',
        label: label('Detailed description', '詳細描述'),
        type: 'textarea',
        localized: true,
        admin: { rows: 8, condition: (data) => !data?.isPdf },
      },
      {
        name: 'projectDetails',
        label: label('Project details', '項目詳情'),
        type: 'textarea',
        localized: true,
        admin: { rows: 6, condition: (data) => !data?.isPdf },
      },
      {
        name: 'relatedProducts',
        label: label('Related products', '相關產品'),
        type: 'relationship',
        relationTo: 'products',
        hasMany: true,
        admin: { condition: (data) => !data?.isPdf },
      },
      {
        name: 'shades',
        label: label('Item codes used', '使用的貨品編號'),
        type: 'relationship',
        relationTo: 'item-codes',
        hasMany: true,
        admin: {
          condition: (data) => !data?.isPdf,
          description: bilingual(
            "The exact shades this project was made with: its page shows them as swatches, each opening its product on that code, and each product's page lists this project.",
            '此項目所用的確切色號：項目頁面以色板顯示，每個色板連結至該貨品編號的產品；每個產品頁面亦會列出此項目。',
          ),
        },
      },
      mediaEntriesField({
        label: label('Media', '媒體'),
        description: bilingual(
          'Shown in this order after the primary image: images, video files (MP4, WebM, OGG) or YouTube / Vimeo links.',
          '按此順序顯示於主圖片之後：圖片、影片檔（MP4、WebM、OGG）或 YouTube / Vimeo 連結。',
        ),
        captions: true,
        checkFile: (media, mediaType) => {
          const kind = mediaKindOf(media.mimeType)
          if (mediaType === 'video') return kind === 'video' ? true : galleryMessages.mediaMustBeVideo
          return kind === 'image' ? true : galleryMessages.mediaMustBeImage
        },
      }),
    ],
  },
  {
    cacheTags: [cacheTags.gallery],
    panel: { savedMessage: 'kinsen:galleryOrderUpdated', failedMessage: 'kinsen:galleryOrderFailed' },
  },
)
