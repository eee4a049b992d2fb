import type { Plugin } from 'payload'

const NAMED_SAVE = '/admin/save/NamedSaveButton#NamedSaveButton'

/**
 * Every edit form of the admin saves with NamedSaveButton, so each update toast names what was saved
 * ("Request updated successfully", "General Settings updated successfully"), through Payload's own
 * component slots (`edit.SaveButton` of a collection, `elements.SaveButton` of a global). A collection
 * with a save button of its own (contact messages have none) keeps it.
 */
export const namedSavePlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const components = collection.admin?.components ?? {}
    if (components.edit?.SaveButton) return collection
    return { ...collection, admin: { ...collection.admin, components: { ...components, edit: { ...components.edit, SaveButton: NAMED_SAVE } } } }
  }),
  globals: config.globals?.map((global) => {
    const components = global.admin?.components ?? {}
    if (components.elements?.SaveButton) return global
    return { ...global, admin: { ...global.admin, components: { ...components, elements: { ...components.elements, SaveButton: NAMED_SAVE } } } }
  }),
})
