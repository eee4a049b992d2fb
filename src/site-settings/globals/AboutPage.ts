import type { GlobalConfig, GroupField } from 'payload'
import { isStaff, readBySiteOrAdmin } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { requiredInDefaultLocale } from '../../shared/validation/payload-validate'
import { imageUpload } from '../../media/fields'
import { refreshMediaAfterGlobalChange } from '../../media/usage-hooks'
import { revalidateGlobal } from '../../shared/cache/revalidate'
import { cacheTags } from '../../shared/cache/tags'

const section = (name: string, en: string, zh: string): GroupField => ({
  name,
  label: label(en, zh),
  type: 'group',
  fields: [
    { name: 'heading', label: label('Heading', '標題'), type: 'text', localized: true },
    { name: 'body', label: label('Text', '內容'), type: 'textarea', localized: true, admin: { rows: 6 } },
    imageUpload({
      name: 'image',
      label: label('Picture (both languages)', '圖片（中英文共用）'),
      admin: { description: bilingual('Shown beside the text; a landscape photograph works best.', '顯示於文字旁；橫向相片效果最佳。') },
    }),
  ],
})

/** The About page's sections (spec §2.3), editable in both languages. */
export const AboutPage: GlobalConfig = {
  slug: 'about-page',
  label: label('About page', '關於我們頁面'),
  admin: { group: adminGroups.pages },
  hooks: { afterChange: [refreshMediaAfterGlobalChange, revalidateGlobal([cacheTags.aboutPage])] },
  access: { read: readBySiteOrAdmin(), update: isStaff },
  fields: [
    section('history', 'Our history', '公司歷史'),
    section('metallicYarn', 'What is metallic yarn', '甚麼是金屬線'),
    {
      name: 'coreValues',
      label: label('Core values', '核心價值'),
      labels: { singular: label('Value', '價值'), plural: label('Values', '價值') },
      type: 'array',
      fields: [
        { name: 'title', label: label('Title', '標題'), type: 'text', localized: true, validate: requiredInDefaultLocale() },
        { name: 'body', label: label('Text', '內容'), type: 'textarea', localized: true },
      ],
    },
    section('sustainability', 'Sustainability', '可持續發展'),
    section('community', 'Community and education', '社區及教育'),
  ],
}
