import { label, plainLabel, type AdminLabel } from '../admin-label'

/**
 * Shown as readable text (see admin/ReadableField). The component writes the
 * label itself, in the administrator's language, from its two texts: Payload
 * caches a form's field map per collection, not per interface language, and
 * the field's own label stays a function so that list columns read a name.
 */
const readable = (fieldLabel: AdminLabel, clientProps: Record<string, unknown> = {}) => ({
  readOnly: true,
  custom: { labelInComponent: true },
  components: { Field: { path: '/admin/fields/ReadableField#ReadableField', clientProps: { labels: plainLabel(fieldLabel), ...clientProps } } },
})

/** A readable field: its label, and its admin settings from readable(). */
export const readableLabelled = (en: string, zhTW: string, clientProps?: Record<string, unknown>, position?: 'sidebar') => {
  const fieldLabel = label(en, zhTW)
  return { label: fieldLabel, admin: { ...readable(fieldLabel, clientProps), ...(position ? { position } : {}) } }
}

