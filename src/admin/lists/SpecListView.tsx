'use client'
import { DefaultListView, useListDrawerContext } from '@payloadcms/ui'
import type { ListViewClientProps } from 'payload'

/**
 * Payload's list view, with the spec's create button only (SPEC §2.11): the
 * list toolbar above the table has 'New Product', which opens the form in a
 * drawer, so Payload's own 'Create New' beside the title and in the empty
 * list's message are left out. A list opened in a drawer (choosing a
 * related record) keeps Payload's, as it has no toolbar of its own.
 */
export function SpecListView(props: ListViewClientProps) {
  const inDrawer = Boolean(useListDrawerContext()?.drawerSlug)
  return <DefaultListView {...props} hasCreatePermission={inDrawer ? props.hasCreatePermission : false} />
}
