import type { GlobalConfig } from 'payload'
import { z } from 'zod'
import { imageUpload } from '../../media/fields'
import { isAdministrator, readBySiteOrAdmin, isStaffField } from '../../shared/access'
import { adminGroups, bilingual, label, labelledOptions } from '../../shared/admin-label'
import { requiredInDefaultLocale, validateOptionalWith } from '../../shared/validation/payload-validate'
import { DEFAULT_CAROUSEL_INTERVAL_MS } from '../carousel'
import { revalidateGlobal } from '../../shared/cache/revalidate'
import { cacheTags } from '../../shared/cache/tags'
import { refreshMediaAfterGlobalChange } from '../../media/usage-hooks'
import { CURRENCIES, DEFAULT_CURRENCY, DELIVERY_TERMS, PAYMENT_TERMS } from '../quote-defaults'
import { addressAreaField, companyIdentityFields, policiesTab } from './company-identity-fields'

const httpsUrl = validateOptionalWith(z.url({ protocol: /^https?$/, message: 'Enter a full web address starting with https://' }))

/**
 * Carousel, contact routing and the company details every public page shows,
 * so nothing about the company is hard-coded. Visitors may read all of it but
 * the contact e-mail, which only routes messages.
 */
export const GeneralSettings: GlobalConfig = {
  slug: 'general-settings',
  label: label('General settings', '一般設定'),
  admin: { group: adminGroups.settings },
  hooks: { afterChange: [refreshMediaAfterGlobalChange, revalidateGlobal([cacheTags.settings])] },
  // The company's identity, contacts and channels: administrators only (editors read them).
  access: { read: readBySiteOrAdmin(), update: isAdministrator },
  fields: [
    // An editor reads the settings: told why they cannot change them (issue 50.14).
    { name: 'administratorsOnly', type: 'ui', admin: { components: { Field: '/admin/AdministratorsOnlyNotice#SettingsReadOnlyNotice' } } },
    {
      type: 'tabs',
      tabs: [
        {
          label: bilingual('Homepage carousel', '首頁輪播'),
          fields: [
            {
              name: 'carouselSlides',
              label: label('Slides', '幻燈片'),
              labels: { singular: label('Slide', '幻燈片'), plural: label('Slides', '幻燈片') },
              type: 'array',
              admin: {
                description: bilingual(
                  'Shown in this order. Drag to reorder. With no active slide, three stock images are shown.',
                  '按此順序顯示，可拖放排序。沒有啟用的幻燈片時，會顯示三張預設圖片。',
                ),
              },
              fields: [
                imageUpload({ name: 'image', label: label('Image', '圖片'), required: true }),
                { name: 'altText', label: label('Alternative text', '替代文字'), type: 'text', localized: true },
                { name: 'active', label: label('Active', '啟用'), type: 'checkbox', defaultValue: true },
              ],
            },
            {
              name: 'carouselIntervalMs',
              label: label('Time per slide (milliseconds)', '每張顯示時間（毫秒）'),
              type: 'number',
              required: true,
              defaultValue: DEFAULT_CAROUSEL_INTERVAL_MS,
              min: 1000,
              max: 60000,
              admin: { description: bilingual('5000 is five seconds.', '5000 即五秒。') },
            },
          ],
        },
        {
          label: bilingual('Company', '公司資料'),
          fields: [
            { name: 'companyName', label: label('Company name', '公司名稱'), type: 'text', localized: true, validate: requiredInDefaultLocale() },
            ...companyIdentityFields,
            { name: 'companyDescription', label: label('Short description', '簡介'), type: 'textarea', localized: true },
            { name: 'address', label: label('Address', '地址'), type: 'textarea', localized: true },
            addressAreaField,
            { name: 'telephone', label: label('Telephone', '電話'), type: 'text' },
            { name: 'infoEmail', label: label('Public e-mail', '公開電郵'), type: 'email' },
            {
              name: 'businessHours',
              label: label('Business hours', '辦公時間'),
              labels: { singular: label('Line', '行'), plural: label('Lines', '行') },
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'days', label: label('Days', '日子'), type: 'text', localized: true, validate: requiredInDefaultLocale() },
                    { name: 'hours', label: label('Hours', '時間'), type: 'text', localized: true, validate: requiredInDefaultLocale() },
                  ],
                },
              ],
            },
            {
              name: 'mapEmbedUrl',
              label: label('Map embed address', '地圖嵌入網址'),
              type: 'text',
              validate: httpsUrl,
              admin: { description: bilingual('The address of an embeddable map of the office.', '辦公室位置的可嵌入地圖網址。') },
            },
          ],
        },
        policiesTab,
        {
          label: bilingual('Contact & social', '聯絡及社交媒體'),
          fields: [
            {
              name: 'contactEmail',
              label: label('Contact form recipient', '聯絡表格收件人'),
              type: 'email',
              access: { read: isStaffField },
              admin: {
                description: bilingual(
                  'Messages from the contact form go here. Left empty, they go to the public e-mail.',
                  '聯絡表格的訊息會寄到此電郵。留空則寄到公開電郵。',
                ),
              },
            },
            { name: 'facebookUrl', label: label('Facebook page', 'Facebook 專頁'), type: 'text', validate: httpsUrl },
            { name: 'instagramUrl', label: label('Instagram page', 'Instagram 專頁'), type: 'text', validate: httpsUrl },
            imageUpload({ name: 'wechatQr', label: label('WeChat QR code', '微信二維碼') }),
            imageUpload({ name: 'whatsappQr', label: label('WhatsApp QR code', 'WhatsApp 二維碼') }),
            { name: 'whatsappChatUrl', label: label('WhatsApp chat link', 'WhatsApp 對話連結'), type: 'text', validate: httpsUrl },
          ],
        },
        {
          label: bilingual('Quotes', '報價'),
          fields: [
            {
              name: 'quoteCurrency',
              label: label('Default currency', '預設貨幣'),
              type: 'select',
              required: true,
              defaultValue: DEFAULT_CURRENCY,
              options: labelledOptions(CURRENCIES),
              access: { read: isStaffField },
              admin: { description: bilingual('The currency a new quote’s lines start in; each line may use another.', '新報價單項目的預設貨幣；每個項目可另選貨幣。') },
            },
            {
              name: 'quoteDeliveryTerms',
              label: label('Default delivery terms', '預設交貨條款'),
              type: 'select',
              required: true,
              defaultValue: 'FOB',
              options: labelledOptions(DELIVERY_TERMS),
              access: { read: isStaffField },
            },
            {
              name: 'quotePaymentTerms',
              label: label('Default payment terms', '預設付款條款'),
              type: 'select',
              required: true,
              defaultValue: 'advance',
              options: labelledOptions(PAYMENT_TERMS),
              access: { read: isStaffField },
            },
          ],
        },
      ],
    },
  ],
}
