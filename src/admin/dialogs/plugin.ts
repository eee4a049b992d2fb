import type { CollectionConfig, Field, Plugin } from 'payload'
import { bilingual } from '../../shared/admin-label'
import { dialogWording, type DialogWording } from './wording'

/**
 * The spec's lists and dialogs (SPEC §2.11) on the collections that have them,
 * through Payload's own extension points: a toolbar above the table (filter
 * dropdown, refresh, the labelled create button opening a drawer), the title
 * column opening the record in a drawer over the list, the form's title and
 * what a delete would also remove (on the form, and in the delete
 * confirmations of the form and of the list's selected rows). (The update
 * toast that names the record is every form's: src/admin/save.) Kept here
 * rather than in each collection so that one table (wording.ts) says it all.
 */
export const listDialogsPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const wording = dialogWording[collection.slug]
    return wording ? withListDialogs(collection, wording) : collection
  }),
})

function withListDialogs(collection: CollectionConfig, wording: DialogWording): CollectionConfig {
  const admin = collection.admin ?? {}
  const components = admin.components ?? {}
  return {
    ...collection,
    admin: {
      ...admin,
      components: {
        ...components,
        // First, right under the search it belongs with (before the reorder panel and the item codes' CSV bar).
        beforeListTable: [
          { path: '/admin/lists/ListToolbar#ListToolbar', clientProps: { newButton: wording.newButton, filters: wording.filters, consequence: wording.consequence, openAfterCreate: wording.openAfterCreate ?? false } },
          ...(components.beforeListTable ?? []),
        ],
        // Payload's list with the toolbar's create button as its only one (no 'Create New' beside the title or in an empty list).
        views: { ...components.views, list: { ...components.views?.list, Component: '/admin/lists/SpecListView#SpecListView' } },
        // The form's Delete, whose confirmation says what the delete also removes (custom.css hides Payload's own beside it).
        edit: {
          ...components.edit,
          editMenuItems: [
            ...(components.edit?.editMenuItems ?? []),
            { path: '/admin/dialogs/DeleteWithConsequences#DeleteWithConsequences', clientProps: { consequence: wording.consequence } },
          ],
        },
      },
    },
    fields: [formHeadingField(wording), ...collection.fields.map((field) => opensInDrawer(field, admin.useAsTitle))],
  }
}

/** The form's title ('Add Product' / 'Edit Product') and what deleting the record also does. */
function formHeadingField(wording: DialogWording): Field {
  return {
    name: 'formHeading',
    type: 'ui',
    label: bilingual('Form heading', '表單標題'),
    admin: {
      disableListColumn: true,
      components: {
        Field: { path: '/admin/FormHeading#FormHeading', clientProps: { create: wording.addTitle, edit: wording.editTitle, usage: wording.consequence } },
      },
    },
  }
}

/** The title column opens the record in a drawer over the list (its link still opens the full page in a new tab). */
function opensInDrawer(field: Field, titleField: string | undefined): Field {
  if (!titleField || !('name' in field) || field.name !== titleField || field.type === 'ui') return field
  return {
    ...field,
    admin: {
      ...field.admin,
      components: {
        ...field.admin?.components,
        Cell: '/admin/lists/EditInDrawerCell#EditInDrawerCell',
      },
    },
  } as Field
}
