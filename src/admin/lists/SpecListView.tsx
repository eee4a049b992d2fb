'use client'
import { DefaultListView, useListDrawerContext } from '@payloadcms/ui'
import type { ListViewClientProps } from 'payload'
import { useMemo } from 'react'
import { DensityTable, ListDensityProvider } from './list-density'

/**
 * Payload's list view, with the spec's create button only (SPEC §2.11): the
 * list toolbar above the table has 'New Product', which opens the form in a
 * drawer, so Payload's own 'Create New' beside the title and in the empty
 * list's message are left out. A list opened in a drawer (choosing a
 * related record) keeps Payload's, as it has no toolbar of its own.
 * The table is set in the person's row density, which the toolbar switches.
 */
export function SpecListView(props: ListViewClientProps) {
  const inDrawer = Boolean(useListDrawerContext()?.drawerSlug)
  // One element per table from the server: Payload's list keeps the table it is given in state and replaces it when that changes.
  const table = useMemo(() => <DensityTable>{props.Table}</DensityTable>, [props.Table])
  return (
    <ListDensityProvider>
      <DefaultListView
        {...props}
        hasCreatePermission={inDrawer ? props.hasCreatePermission : false}
        Table={table}
      />
    </ListDensityProvider>
  )
}
