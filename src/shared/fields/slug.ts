import type { FieldHook, TextField } from 'payload'
import { bilingual, label } from '../admin-label'
import { firstError } from '../validation/payload-validate'
import { slugify, slugSchema } from '../validation/slug'

type SlugFieldOptions = {
  /** The message when the slug is missing, in the spec's words for this entity. */
  requiredMessage: string
  /**
   * When set, an empty slug is made from this field on create (the spec's rule
   * for news). If that yields nothing, e.g. a title only in Chinese, a dated
   * slug is used so the save does not fail for want of a slug.
   */
  generateFrom?: { field: string; fallbackPrefix: string }
}

export function slugField({ requiredMessage, generateFrom }: SlugFieldOptions): TextField {
  const generate: FieldHook = ({ value, data, operation }) => {
    if (typeof value === 'string') value = value.trim()
    if (value || !generateFrom || operation !== 'create') return value
    const source = data?.[generateFrom.field]
    return slugify(typeof source === 'string' ? source : '') || `${generateFrom.fallbackPrefix}-${Date.now().toString(36)}`
  }
  return {
    name: 'slug',
    label: label('Slug', '網址代稱'),
    type: 'text',
    unique: true,
    index: true,
    required: true,
    hooks: { beforeValidate: [generate] },
    validate: (value: unknown) => {
      if (value === undefined || value === null || String(value).trim() === '') return requiredMessage
      return firstError(slugSchema, value)
    },
    admin: {
      position: 'sidebar',
      description: generateFrom
        ? bilingual(
            'Used in the page address: lowercase letters, digits and single hyphens. Left empty, it is made from the title.',
            '用於頁面網址：小寫英文字母、數字及單一連字號。留空則按標題自動產生。',
          )
        : bilingual(
            'Used in the page address: lowercase letters, digits and single hyphens.',
            '用於頁面網址：小寫英文字母、數字及單一連字號。',
          ),
    },
  }
}
