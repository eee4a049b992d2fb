'use client'
import { DefaultCell, RenderDefaultCell, useDocumentDrawer, useListDrawerContext, useTableColumns } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'

/**
 * The title column: opens the record's form in a drawer over the list
 * (SPEC §2.11's edit dialog), so the administrator stays on the list, which
 * is refreshed after a save or a delete. Where Payload gives the title cell a
 * behaviour of its own, it keeps it: choosing the row in a relationship's
 * list drawer, opening the row's drawer in a join field's table on a form.
 */
export function EditInDrawerCell(props: DefaultCellComponentProps) {
  const drawerSlug = useListDrawerContext()?.drawerSlug
  const LinkedCellOverride = useTableColumns()?.LinkedCellOverride
  if (drawerSlug || LinkedCellOverride) return <RenderDefaultCell clientProps={props} columnIndex={props.columnIndex ?? 0} isLinkedColumn={props.link} />
  if (!props.link || props.onClick || props.viewType === 'trash') return <DefaultCell {...props} />
  return <OpensDrawer {...props} />
}

function OpensDrawer(props: DefaultCellComponentProps) {
  const router = useRouter()
  const [EditDrawer, , { openDrawer, closeDrawer }] = useDocumentDrawer({ collectionSlug: props.collectionSlug, id: props.rowData.id as number })
  const settle = () => {
    closeDrawer()
    router.refresh()
  }
  return (
    <>
      <DefaultCell {...props} className={['edit-in-drawer', props.className].filter(Boolean).join(' ')} link={false} onClick={openDrawer} />
      <EditDrawer onSave={settle} onDelete={settle} />
    </>
  )
}
