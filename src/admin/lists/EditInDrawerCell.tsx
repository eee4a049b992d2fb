'use client'
import { DefaultCell, useDocumentDrawer } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'

/**
 * The title column: opens the record's form in a drawer over the list
 * (SPEC §2.11's edit dialog), so the administrator stays on the list, which
 * is refreshed after a save or a delete. Where Payload gives the cell its own
 * action (choosing a row in a relationship's list drawer), that action stays.
 */
export function EditInDrawerCell(props: DefaultCellComponentProps) {
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
