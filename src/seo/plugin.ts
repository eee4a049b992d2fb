import { seoPlugin } from '@payloadcms/plugin-seo'
import { MetaDescriptionField, MetaTitleField, PreviewField } from '@payloadcms/plugin-seo/fields'
import type { CollectionConfig, Field, Plugin } from 'payload'
import { DRAWS_LABEL_SLOT } from '../admin/i18n/localized-labels-plugin'
import { imageUpload } from '../media/fields'
import { bilingual, label } from '../shared/admin-label'
import type { SeoTextKind } from './admin/seo-length'
import { generateDescription, generateImage, generateTitle, generateURL, isSeoCollection, SEO_COLLECTIONS } from './generate'

/**
 * The SEO fields of the official plugin, in the site's terms: labels in both
 * admin languages, title and description per language, one share image for
 * both (a media field like every other, so the media library knows it is in
 * use), and generate buttons that fill in what the page shows by default.
 * The plugin's "overview" checklist is left out: an empty field is fine here,
 * the page falls back to its own title, text and image.
 */
function seoFields(): Field[] {
  const title = MetaTitleField({ hasGenerateFn: true })
  const description = MetaDescriptionField({ hasGenerateFn: true })
  return [
    seoText({ ...title, label: label('Title for search engines', '搜尋引擎標題') }, 'title'),
    seoText({ ...description, label: label('Description for search engines', '搜尋引擎描述') }, 'description'),
    // A media field like every other, without the plugin's red "No image": left empty, the main image is shared.
    imageUpload({
      name: 'image',
      label: label('Image when shared (both languages)', '分享圖片（中英文共用）'),
      localized: false,
      admin: { description: bilingual('Optional. Left empty, the main image is shared.', '選填。留空則分享主圖片。') },
    }),
    PreviewField({ hasGenerateFn: true }),
  ]
}

/**
 * The plugin's title or description field, drawn by SeoTextField: its label with the language in
 * words (the Label slot the localized-labels plugin fills), its generate button, and its length in
 * plain words, an empty field being the page's own text rather than the plugin's red "Missing".
 */
function seoText(field: Field, kind: SeoTextKind): Field {
  // The admin options read as a plain record: spreading `field.admin` of the whole Field union made
  // TypeScript compare every field kind's admin type with every other (92 s of a 107 s type check).
  const admin: { custom?: Record<string, unknown>; components?: Record<string, unknown> } = field.admin ?? {}
  const drawn = {
    ...admin,
    custom: { ...admin.custom, [DRAWS_LABEL_SLOT]: true },
    components: { ...admin.components, Field: { path: '/seo/admin/SeoTextField#SeoTextField', clientProps: { kind } } },
  }
  return { ...field, admin: drawn } as Field
}

const groupLabel = label('Search engines and sharing (SEO)', '搜尋引擎及分享（SEO）')
const groupDescription = bilingual(
  "Optional. Left empty, the page's own title, short description and main image are used. The site name is added after the title.",
  '選填。留空則使用此頁的標題、簡介及主圖片。標題後會自動加上網站名稱。',
)

/** The plugin labels its group 'SEO' in every language: give it the site's bilingual label, and hide it on PDF items, which have no page. */
function labelGroup(collection: CollectionConfig): CollectionConfig {
  if (!isSeoCollection(collection.slug)) return collection
  const fields = collection.fields.map((field): Field => {
    if (field.type !== 'group' || !('name' in field) || field.name !== 'meta') return field
    return {
      ...field,
      label: groupLabel,
      admin: {
        ...field.admin,
        description: groupDescription,
        ...(collection.slug === 'gallery-items' ? { condition: (data: Record<string, unknown>) => !data?.isPdf } : {}),
      },
    }
  })
  return { ...collection, fields }
}

/** @payloadcms/plugin-seo on products, gallery items and news items (decision 009). */
export const seo: Plugin = async (config) => {
  const withSeo = await seoPlugin({
    collections: [...SEO_COLLECTIONS],
    fields: seoFields,
    generateTitle,
    generateDescription,
    generateImage,
    generateURL,
  })(config)
  return { ...withSeo, collections: withSeo.collections?.map(labelGroup) }
}
