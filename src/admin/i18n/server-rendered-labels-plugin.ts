import type { Field, Plugin } from 'payload'
import { plainLabel } from '../../shared/admin-label'

/** Components a list renders (Cell, Filter) take the per-language client config; only form components use the cached map. */
const LIST_COMPONENTS = new Set(['Cell', 'Filter'])

/**
 * A field with form components of its own, and no list cell: a list column's
 * sort buttons need its label as a string (the media usage column's form
 * component, the Used-by panel, writes its own heading, not the label).
 */
const hasOwnFormComponents = (field: Field) => {
  // A component that writes its label from its own props needs none (the contact message's readable fields).
  if ((field as { admin?: { custom?: { labelInComponent?: boolean } } }).admin?.custom?.labelInComponent) return false
  const components = (field as { admin?: { components?: Record<string, unknown> } }).admin?.components ?? {}
  const names = Object.entries(components).filter(([, component]) => Boolean(component)).map(([name]) => name)
  return names.some((name) => !LIST_COMPONENTS.has(name)) && !names.includes('Cell')
}

function recordLabels(fields: Field[]): Field[] {
  return fields.map((field) => {
    const next = { ...field } as Field & { label?: unknown; fields?: Field[]; tabs?: { fields: Field[] }[] }
    if (typeof next.label === 'function' && hasOwnFormComponents(field)) {
      const texts = plainLabel(next.label)
      if (texts && typeof texts !== 'string') next.label = { ...texts }
    }
    if (Array.isArray(next.fields)) next.fields = recordLabels(next.fields)
    if (Array.isArray(next.tabs)) next.tabs = next.tabs.map((tab) => ({ ...tab, fields: recordLabels(tab.fields) }))
    return next as Field
  })
}

/**
 * A field with form components of its own (the SEO fields, the resend button) is
 * rendered on the server from Payload's client field map, which Payload caches
 * per collection and not per interface language: a label function there would
 * stay in the language of the first visitor. Such fields keep their label as
 * a { en, 'zh-TW', zh } record, which Payload translates at each render. (Every
 * other label stays a function, resolved per language, so the sort buttons and
 * the relationship '+' read a name, not "[object Object]".)
 */
export const serverRenderedLabelsPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, fields: recordLabels(collection.fields) })),
  globals: config.globals?.map((global) => ({ ...global, fields: recordLabels(global.fields) })),
})
