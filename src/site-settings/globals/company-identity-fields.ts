import type { Field, Tab } from 'payload'
import { imageUpload } from '../../media/fields'
import { bilingual, label } from '../../shared/admin-label'

/**
 * The company's identity beside its legal name: the short brand name of the
 * header, the page titles and the admin, its logo and its founding year, so
 * that nothing about the company is written into the code.
 */
export const companyIdentityFields: Field[] = [
  {
    name: 'brandName',
    label: label('Brand name', '品牌名稱'),
    type: 'text',
    localized: true,
    admin: {
      description: bilingual(
        'The short name in the header, after every page title and in the admin. Left empty, the company name is used.',
        '頁首、每個網頁標題後及管理後台顯示的簡稱。留空則使用公司名稱。',
      ),
    },
  },
  imageUpload({
    name: 'logo',
    label: label('Logo', '標誌'),
    admin: {
      description: bilingual(
        'A square picture (PNG, JPEG or WebP), shown round in the header and the admin. Left empty, the first letter of the brand name is shown.',
        '正方形圖片（PNG、JPEG 或 WebP），在頁首及管理後台以圓形顯示。留空則顯示品牌名稱的第一個字母。',
      ),
    },
  }),
  {
    name: 'foundingYear',
    label: label('Year founded', '創立年份'),
    type: 'number',
    min: 1800,
    max: 2100,
    admin: {
      description: bilingual('Used in the descriptions for search engines and in the structured data.', '用於搜尋引擎描述及結構化資料。'),
    },
  },
]

/** The district of the address, for the contact page's description and the structured data (the address itself is several lines). */
export const addressAreaField: Field = {
  name: 'addressArea',
  label: label('District', '地區'),
  type: 'text',
  localized: true,
  admin: {
    description: bilingual(
      'As in "San Po Kong, Kowloon". Used in the contact page’s description for search engines and in the structured data.',
      '例如「九龍新蒲崗」。用於聯絡頁的搜尋引擎描述及結構化資料。',
    ),
  },
}

const paragraphsHelp = bilingual(
  'Shown in the footer’s pop-up. Leave an empty line between paragraphs. Empty in both languages, the standard text is shown.',
  '在頁尾的彈出視窗中顯示。段落之間請留一個空行。中英文皆留空則顯示標準文字。',
)

/** The footer's two policy dialogs, editable in both languages. */
export const policiesTab: Tab = {
  label: bilingual('Privacy & terms', '私隱及條款'),
  fields: [
    { name: 'privacyPolicy', label: label('Privacy Policy', '私隱政策'), type: 'textarea', localized: true, admin: { description: paragraphsHelp, rows: 12 } },
    { name: 'termsOfService', label: label('Terms of Service', '服務條款'), type: 'textarea', localized: true, admin: { description: paragraphsHelp, rows: 12 } },
  ],
}
