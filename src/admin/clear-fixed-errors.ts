import type { CollectionConfig, GlobalConfig } from 'payload'

const CLEAR_FIXED_ERRORS = '/admin/ClearFixedErrors#ClearFixedErrors'
const KEEP_SAVE_ERRORS = '/admin/KeepSaveErrors#KeepSaveErrors'
const WATCHERS = [CLEAR_FIXED_ERRORS, KEEP_SAVE_ERRORS]

/**
 * Every collection's edit form (and its document drawers) drops an error bubble once its field is changed,
 * and keeps the bubbles of a refused save until something is changed.
 */
export function withFixedErrorsCleared(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    const edit = collection.admin?.components?.edit
    return {
      ...collection,
      admin: {
        ...collection.admin,
        components: {
          ...collection.admin?.components,
          edit: { ...edit, beforeDocumentControls: [...(edit?.beforeDocumentControls ?? []), ...WATCHERS] },
        },
      },
    }
  })
}

/** The same two watchers on every global's form (the settings and the pages' globals). */
export function withGlobalFixedErrorsCleared(global: GlobalConfig): GlobalConfig {
  const elements = global.admin?.components?.elements
  return {
    ...global,
    admin: {
      ...global.admin,
      components: {
        ...global.admin?.components,
        elements: { ...elements, beforeDocumentControls: [...(elements?.beforeDocumentControls ?? []), ...WATCHERS] },
      },
    },
  }
}
