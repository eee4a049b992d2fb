import type { Field, Plugin } from 'payload'
import { plainLabel } from '../../shared/admin-label'

const LOCALIZED_LABEL = '/admin/fields/LocalizedLabel#LocalizedLabel'
/** Fields whose label Payload draws with FieldLabel, and which a Label component replaces. */
const LABELLED_TYPES = new Set(['text', 'textarea', 'email', 'number', 'select', 'date', 'code', 'json', 'richText', 'upload', 'relationship'])

/**
 * Set on a field whose own Field component still draws the Label slot it is given (the SEO title
 * and description's SeoTextField does: `Label ?? <FieldLabel … />`), so that it gets the language in words too.
 */
export const DRAWS_LABEL_SLOT = 'drawsLabelSlot'

type Walkable = Field & { fields?: Field[]; tabs?: { fields: Field[] }[]; localized?: boolean; admin?: { hidden?: boolean; custom?: Record<string, unknown>; components?: Record<string, unknown> } }

function withLocalizedLabels(fields: Field[]): Field[] {
  return fields.map((field) => {
    const next = { ...field } as Walkable
    const admin = next.admin ?? {}
    const components = admin.components ?? {}
    // The label's texts travel as props: the field a Label component is given is drawn from a map Payload
    // keeps per collection, not per interface language, where a label function stays in one language.
    const texts = 'label' in next ? plainLabel(next.label) : undefined
    const drawsLabel = !components.Field || admin.custom?.[DRAWS_LABEL_SLOT] === true
    if (texts && next.localized && LABELLED_TYPES.has(next.type) && !admin.hidden && drawsLabel && !components.Label) {
      // labelInComponent: the label stays as it is (serverRenderedLabelsPlugin), a string for the list's sort buttons.
      Object.assign(next, { admin: { ...admin, custom: { ...admin.custom, labelInComponent: true }, components: { ...components, Label: { path: LOCALIZED_LABEL, clientProps: { texts } } } } })
    }
    if (Array.isArray(next.fields)) next.fields = withLocalizedLabels(next.fields)
    if (Array.isArray(next.tabs)) next.tabs = next.tabs.map((tab) => ({ ...tab, fields: withLocalizedLabels(tab.fields) }))
    return next as Field
  })
}

/** Every field written per content language names that language in words after its label (LocalizedLabel), not by its code. */
export const localizedLabelsPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, fields: withLocalizedLabels(collection.fields) })),
  globals: config.globals?.map((global) => ({ ...global, fields: withLocalizedLabels(global.fields) })),
})
