import type { CollectionSlug, FieldHook, TextField, Validate } from 'payload'
import { duplicateMessage, isTakenByAnother, type AdminMessage } from './duplicate-check'
import { bilingual, label } from '../admin-label'
import { firstError } from '../validation/payload-validate'
import { slugify, slugSchema } from '../validation/slug'

type SlugFieldOptions = {
  /** The message when the slug is missing, in the spec's words for this entity. */
  requiredMessage: string
  /**
   * When set, an empty slug is made from this field on create (the spec's rule
   * for news, and for products and gallery items as well). If that yields
   * nothing, e.g. a name only in Chinese, a dated slug is used so the save does
   * not fail for want of a slug; with the field empty too, the slug stays
   * empty and is refused with `requiredMessage`. `word` names the field in the
   * field's help.
   */
  generateFrom?: { field: string; fallbackPrefix: string; word: { en: string; zh: string } }
  /** Said when another record of the collection has the slug, in words for this entity ('… another product'). */
  duplicateMessage: AdminMessage
}

export function slugField({ requiredMessage, generateFrom, duplicateMessage: taken }: SlugFieldOptions): TextField {
  const generate: FieldHook = ({ value, data, operation }) => {
    if (typeof value === 'string') value = value.trim()
    if (value || !generateFrom || operation !== 'create') return value
    const source = data?.[generateFrom.field]
    const text = typeof source === 'string' ? source.trim() : ''
    if (!text) return value
    return slugify(text) || `${generateFrom.fallbackPrefix}-${Date.now().toString(36)}`
  }
  return {
    name: 'slug',
    label: label('Slug', '網址代稱'),
    type: 'text',
    unique: true,
    index: true,
    required: true,
    hooks: { beforeValidate: [generate] },
    validate: (async (value: unknown, { req, id, collectionSlug }) => {
      if (value === undefined || value === null || String(value).trim() === '') return requiredMessage
      const invalid = firstError(slugSchema, value)
      if (invalid !== true || !collectionSlug) return invalid
      const duplicate = await isTakenByAnother(req, collectionSlug as CollectionSlug, { slug: { equals: String(value).trim() } }, id)
      return duplicate ? duplicateMessage(req, taken) : true
    }) satisfies Validate,
    admin: {
      position: 'sidebar',
      description: generateFrom
        ? bilingual(
            `Used in the page address: lowercase letters, digits and single hyphens. Left empty, it is made from the ${generateFrom.word.en}.`,
            `用於頁面網址：小寫英文字母、數字及單一連字號。留空則按${generateFrom.word.zh}自動產生。`,
          )
        : bilingual(
            'Used in the page address: lowercase letters, digits and single hyphens.',
            '用於頁面網址：小寫英文字母、數字及單一連字號。',
          ),
    },
  }
}
