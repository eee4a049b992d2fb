import type { GlobalConfig } from 'payload'
import { isStaff, readBySiteOrAdmin } from '../../shared/access'
import { adminGroups, label } from '../../shared/admin-label'
import { localizedText as text, localizedTextarea as paragraph } from '../../shared/fields/localized-text'
import { requiredInDefaultLocale } from '../../shared/validation/payload-validate'
import { revalidateGlobal } from '../../shared/cache/revalidate'
import { cacheTags } from '../../shared/cache/tags'


export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: label('Home page', '首頁'),
  admin: { group: adminGroups.pages },
  hooks: { afterChange: [revalidateGlobal([cacheTags.homePage])] },
  access: { read: readBySiteOrAdmin(), update: isStaff },
  fields: [
    text('heroHeadline', 'Headline', '主標題', { validate: requiredInDefaultLocale() }),
    paragraph('heroSubheadline', 'Text under the headline', '主標題下的文字'),
    text('aboutTeaserTitle', 'About teaser title', '關於我們預覽標題'),
    paragraph('aboutTeaserBody', 'About teaser text', '關於我們預覽內容'),
    {
      name: 'testimonials',
      label: label('Client testimonials', '客戶評語'),
      labels: { singular: label('Testimonial', '評語'), plural: label('Testimonials', '評語') },
      type: 'array',
      maxRows: 3,
      fields: [
        paragraph('quote', 'Quote', '引言'),
        text('author', 'Name', '姓名'),
        text('role', 'Role and company', '職位及公司'),
      ],
    },
    text('contactCtaTitle', 'Contact call-to-action title', '聯絡我們標題'),
    paragraph('contactCtaBody', 'Contact call-to-action text', '聯絡我們內容'),
  ],
}
