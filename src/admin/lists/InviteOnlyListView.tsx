'use client'
import { DefaultListView, useListDrawerContext } from '@payloadcms/ui'
import type { ListViewClientProps } from 'payload'

/**
 * The staff list with one way to add a person (issue 50.15): the invitation above the table
 * (src/users/invite), which mails them a link to choose their own password. Payload's 'Create New'
 * beside the title, which asked the administrator to type the newcomer's password, is left out.
 * A list opened in a drawer (choosing a person for a field) keeps Payload's, as it has no invitation.
 */
export function InviteOnlyListView(props: ListViewClientProps) {
  const inDrawer = Boolean(useListDrawerContext()?.drawerSlug)
  return <DefaultListView {...props} hasCreatePermission={inDrawer ? props.hasCreatePermission : false} />
}
