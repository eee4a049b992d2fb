import type { Access, CollectionConfig, FieldHook } from 'payload'
import { kindValidator, pdfUpload } from '../../media/fields'
import { refreshMediaAfterChange, refreshMediaAfterDelete } from '../../media/usage-hooks'
import { isStaff, readBySiteOrAdmin } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { cacheTags } from '../../shared/cache/tags'
import { revalidateCollection } from '../../shared/cache/revalidate'
import { ACTIVE, statusField } from '../../shared/fields/status'
import { validateLocalizedWith } from '../../shared/validation/payload-validate'
import { DOCUMENT_KINDS, documentMessages, documentTitleSchema } from '../schemas'
import { calendarDay, storedDay, validAt } from '../../shared/dates/validity-days'

/** Visitors (the site's own reads) see Active documents within their validity, checked at the moment of reading. */
const visitorsSee: Access = () => ({ and: [ACTIVE, validAt(new Date())] })

/** The public pages that show documents (/documents, the products they cover) are expired by every save. */
const expireDocuments = revalidateCollection([cacheTags.documents])

/** A picked day is kept as noon UTC of its calendar day (validity.ts). */
const toStoredDay: FieldHook = ({ value }) => (typeof value === 'string' && value ? storedDay(value) : value)

const KIND_LABELS: Record<(typeof DOCUMENT_KINDS)[number], { en: string; zh: string }> = {
  certificate: { en: 'Certificate', zh: '證書' },
  'safety-data-sheet': { en: 'Safety data sheet', zh: '安全數據表' },
  'test-report': { en: 'Test report', zh: '測試報告' },
  brochure: { en: 'Brochure', zh: '小冊子' },
}

/**
 * Certificates, safety data sheets, test reports and brochures (issue 30.3): each a PDF from the
 * media library, with who issued it, its number, its validity and the products it covers. The
 * public site lists the valid ones on /documents and on each product covered; one past its end
 * leaves both on that day, and the dashboard warns 30 days before.
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: label('Document', '文件'), plural: label('Certificates & documents', '證書及文件') },
  admin: {
    group: adminGroups.catalogue,
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'status', 'validUntil', 'products', 'updatedAt'],
    listSearchableFields: ['title', 'issuer', 'number'],
    description: bilingual(
      'Shown on the public Certificates & documents page and on the page of each product it covers while Active and valid. A document past its end leaves the site on that day; the dashboard warns 30 days before.',
      '文件在「啟用」且有效期內時，會顯示於公開的「證書及文件」頁面及其涵蓋的每個產品頁面。文件於有效期屆滿當日自動從網站移除；儀表板會於屆滿前 30 日提醒。',
    ),
  },
  access: { read: readBySiteOrAdmin(visitorsSee), create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [refreshMediaAfterChange, expireDocuments.afterChange], afterDelete: [refreshMediaAfterDelete, expireDocuments.afterDelete] },
  fields: [
    // A new record's title ('Add a document') in place of Payload's '[Untitled]' (issue 50.15).
    { name: 'newRecordTitle', type: 'ui', admin: { disableListColumn: true, components: { Field: { path: '/admin/FormHeading#NewRecordTitle', clientProps: { create: { en: 'Add a document', zh: '新增文件' } } } } } },
    { name: 'title', label: label('Title', '標題'), type: 'text', localized: true, validate: validateLocalizedWith(documentTitleSchema) },
    {
      name: 'kind',
      label: label('Kind', '類別'),
      type: 'select',
      required: true,
      defaultValue: 'certificate',
      index: true,
      options: DOCUMENT_KINDS.map((kind) => ({ value: kind, label: label(KIND_LABELS[kind].en, KIND_LABELS[kind].zh) })),
    },
    statusField(),
    { name: 'issuer', label: label('Issued by', '簽發機構'), type: 'text', localized: true, maxLength: 200 },
    { name: 'number', label: label('Number', '編號'), type: 'text', maxLength: 100 },
    {
      type: 'row',
      fields: [
        {
          name: 'validFrom',
          label: label('Valid from', '有效期由'),
          type: 'date',
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
          hooks: { beforeChange: [toStoredDay] },
        },
        {
          name: 'validUntil',
          label: label('Valid until (leaves the site on this day)', '有效期至（當日起不再顯示）'),
          type: 'date',
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' }, description: bilingual('Leave empty for a document that does not expire (a brochure).', '不會過期的文件（例如小冊子）請留空。') },
          hooks: { beforeChange: [toStoredDay] },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            const from = siblingData?.validFrom
            if (typeof value === 'string' && value && typeof from === 'string' && from && calendarDay(value) <= calendarDay(from)) return documentMessages.untilBeforeFrom
            return true
          },
        },
      ],
    },
    pdfUpload({
      name: 'file',
      label: label('PDF file', 'PDF 檔案'),
      required: true,
      validate: kindValidator(['pdf'], documentMessages.fileRequired, true),
    }),
    {
      name: 'products',
      label: label('Products it covers', '涵蓋的產品'),
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      index: true,
      admin: { description: bilingual('Each product page lists its valid documents.', '每個產品頁面會列出其有效文件。') },
    },
  ],
}
