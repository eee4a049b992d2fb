import { seoPlugin } from '@payloadcms/plugin-seo'
import { MetaDescriptionField, MetaImageField, MetaTitleField, PreviewField } from '@payloadcms/plugin-seo/fields'
import type { CollectionConfig, Field, Plugin } from 'payload'
import { DRAWS_LABEL_SLOT } from '../admin/i18n/localized-labels-plugin'
import { imageUpload } from '../media/fields'
import { bilingual, label } from '../shared/admin-label'
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
  const image = MetaImageField({ hasGenerateFn: true, relationTo: 'media' })
  return [
    withLabelSlot({ ...title, label: label('Title for search engines', '搜尋引擎標題') }),
    withLabelSlot({ ...description, label: label('Description for search engines', '搜尋引擎描述') }),
    // Its component, without its help text (a 12 MB limit that is not ours; the component shows no help anyway): the label says both languages share it.
    imageUpload({ name: 'image', label: label('Image when shared (both languages)', '分享圖片（中英文共用）'), localized: false, admin: { components: image.admin?.components } }),
    PreviewField({ hasGenerateFn: true }),
  ]
}

/** The plugin's title and description components draw a Label component when given one: the language after the label in words, like every other field's. */
function withLabelSlot(field: Field): Field {
  return { ...field, admin: { ...field.admin, custom: { ...field.admin?.custom, [DRAWS_LABEL_SLOT]: true } } } as Field
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
