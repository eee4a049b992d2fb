import type { Plugin } from 'payload'
import { hasLocalizedTextFields } from './config-fields'

const COMPONENT = '/translations/admin/EditorLanguage#EditorLanguage'

/**
 * Puts the editing language beside the Save button of every collection and
 * global that has texts in both languages (see EditorLanguage).
 */
export const editorLanguagePlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    hasLocalizedTextFields(collection.fields)
      ? { ...collection, admin: { ...collection.admin, components: { ...collection.admin?.components, edit: { ...collection.admin?.components?.edit, beforeDocumentControls: [...(collection.admin?.components?.edit?.beforeDocumentControls ?? []), COMPONENT] } } } }
      : collection,
  ),
  globals: (config.globals ?? []).map((global) =>
    hasLocalizedTextFields(global.fields)
      ? { ...global, admin: { ...global.admin, components: { ...global.admin?.components, elements: { ...global.admin?.components?.elements, beforeDocumentControls: [...(global.admin?.components?.elements?.beforeDocumentControls ?? []), COMPONENT] } } } }
      : global,
  ),
})
