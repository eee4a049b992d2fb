import type { Field } from 'payload'

/** Whether unsanitized fields hold a localized text anywhere (rows, tabs, groups, arrays included). */
export function hasLocalizedTextFields(fields: Field[]): boolean {
  return fields.some((field) => {
    if ((field.type === 'text' || field.type === 'textarea') && field.localized) return true
    if (field.type === 'tabs') return field.tabs.some((tab) => hasLocalizedTextFields(tab.fields))
    if ('fields' in field && Array.isArray(field.fields)) return hasLocalizedTextFields(field.fields)
    return false
  })
}
