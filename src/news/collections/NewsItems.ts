import type { CollectionConfig, PayloadRequest } from 'payload'
import { imageUpload } from '../../media/fields'
import { mediaEntriesField } from '../../media/media-entries-field'
import { loadMedia } from '../../media/validate-media'
import { activeOnly, readBySiteOrAdmin, isStaff, nobodyField } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { displayOrderField } from '../../shared/fields/display-order'
import { previewAt, previewLinksField } from '../../shared/preview/admin-preview'
import { slugField } from '../../shared/fields/slug'
import { statusField } from '../../shared/fields/status'
import { searchTextField } from '../../shared/fields/search-text'
import { validateLocalizedWith } from '../../shared/validation/payload-validate'
import { applyPinOrder, PIN_LOCK, validatePinLimit } from '../hooks/pinning'
import { withWriteLocks } from '../../shared/locks/write-lock'
import {
  checkNewsImage,
  checkNewsMediaFile,
  newsArticleBodySchema,
  newsDescriptionSchema,
  newsMessages,
  newsTitleSchema,
  PINNED_SORT,
} from '../schemas'
import { orderedCollection } from '../../shared/ordering/ordered-collection'
import { cacheTags } from '../../shared/cache/tags'
import { likeEndpoint } from '../endpoints/like'
import { likesEndpoint } from '../endpoints/likes'
import { refreshMediaAfterChange, refreshMediaAfterDelete } from '../../media/usage-hooks'
import type { UploadCheck } from '../../media/upload-destinations'

type MediaDoc = Awaited<ReturnType<typeof loadMedia>>
const asUpload = (doc: NonNullable<MediaDoc>) => ({
  name: doc.filename ?? 'file',
  size: doc.filesize ?? 0,
  type: doc.mimeType ?? '',
})

export const NewsItems: CollectionConfig = orderedCollection(
  {
    slug: 'news-items',
    labels: { singular: label('News item', '新聞及活動'), plural: label('News & Events', '新聞及活動') },
    // Files uploaded from a news item's page (src/media/upload-destinations.ts): the primary image takes images,
    // the media entries images and videos; all under 5 MB.
    // The pin lock's row is made with the migrations (src/shared/locks/write-lock.ts).
    custom: withWriteLocks({ uploadCheck: ((file) => (file.type.startsWith('image/') ? checkNewsImage(file) : checkNewsMediaFile(file))) satisfies UploadCheck }, [PIN_LOCK]),
    admin: {
      group: adminGroups.news,
      useAsTitle: 'title',
      defaultColumns: ['title', 'status', 'isPinned', 'publishedAt', 'likes'],
      listSearchableFields: ['title', 'slug'],
      preview: previewAt('news-items'),
      description: bilingual(
        'News and events shown on the public site. Up to 3 items can be pinned to the top.',
        '在公開網站顯示的新聞及活動。最多可置頂 3 項。',
      ),
    },
    defaultSort: '-publishedAt',
    access: { read: readBySiteOrAdmin(activeOnly), create: isStaff, update: isStaff, delete: isStaff },
    // The likes endpoints come before Payload's own /:id routes.
    endpoints: [likesEndpoint, likeEndpoint],
    hooks: { afterChange: [refreshMediaAfterChange], afterDelete: [refreshMediaAfterDelete] },
    fields: [
      {
        name: 'title',
        label: label('Title', '標題'),
        type: 'text',
        localized: true,
        validate: validateLocalizedWith(newsTitleSchema),
      },
      slugField({
        requiredMessage: 'Slug must be at least 2 characters',
        generateFrom: { field: 'title', fallbackPrefix: 'news', word: { en: 'title', zh: '標題' } },
        duplicateMessage: { en: 'This slug is already used by another news item', zh: '此網址代稱已被另一則新聞使用' },
      }),
      statusField(),
      searchTextField(['title', 'description']),
      previewLinksField,
      {
        name: 'isPinned',
        label: label('Pinned', '置頂'),
        type: 'checkbox',
        defaultValue: false,
        index: true,
        validate: validatePinLimit,
        // In the list: a pin mark, and Pin / Unpin at once.
        admin: { position: 'sidebar', components: { Cell: '/news/admin/PinCell#PinCell' } },
      },
      displayOrderField(),
      {
        name: 'publishedAt',
        label: label('Date', '日期'),
        type: 'date',
        required: true,
        index: true,
        defaultValue: () => new Date().toISOString(),
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
      },
      {
        name: 'likes',
        label: label('Likes', '讚好'),
        type: 'number',
        defaultValue: 0,
        min: 0,
        // Only the public like endpoint changes this, never a form or the API.
        access: { create: nobodyField, update: nobodyField },
        admin: { position: 'sidebar', readOnly: true },
      },
      {
        name: 'description',
        label: label('Description', '摘要'),
        type: 'textarea',
        localized: true,
        validate: validateLocalizedWith(newsDescriptionSchema),
      },
      {
        name: 'articleBody',
        label: label('Article body', '內文'),
        type: 'textarea',
        localized: true,
        validate: validateLocalizedWith(newsArticleBodySchema),
        admin: { rows: 14, description: bilingual('Line breaks are kept as written.', '換行會按輸入保留。') },
      },
      imageUpload({
        name: 'primaryImage',
        label: label('Primary image', '主圖片'),
        required: true,
        validate: async (value: unknown, { req, operation }: { req: PayloadRequest; operation?: string }) => {
          if (!value) return operation === 'create' ? newsMessages.primaryImageRequired : true
          const doc = await loadMedia(value, req)
          if (!doc) return newsMessages.primaryImageRequired
          return checkNewsImage(asUpload(doc))
        },
      }),
      mediaEntriesField({
        label: label('More media', '其他媒體'),
        description: bilingual(
          'Shown after the primary image. Files up to 5 MB: JPEG, PNG, WebP, GIF images or MP4, WebM, OGG videos.',
          '顯示於主圖片之後。檔案上限 5 MB：JPEG、PNG、WebP、GIF 圖片或 MP4、WebM、OGG 影片。',
        ),
        checkFile: (media) => checkNewsMediaFile(asUpload(media)),
      }),
    ],
  },
  {
    cacheTags: [cacheTags.news],
    // Only the pinned items have an order of their own; the rest follow their date.
    panel: {
      where: 'where[isPinned][equals]=true',
      sort: PINNED_SORT.join(','),
      savedMessage: 'kinsen:pinnedOrderUpdated',
      failedMessage: 'kinsen:pinnedOrderFailed',
      // The reorder panel sits in the pinned section above the list.
      component: '/news/admin/PinnedSection#PinnedSection',
    },
    orderNewRows: applyPinOrder,
  },
)
