'use client'
import { getTranslation } from '@payloadcms/translations'
import { ConfirmationModal, toast, useConfig, useListQuery, useModal, useSelection, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { ConsequenceNote } from './ConsequenceNote'
import { deleteRecords } from './delete-records'
import type { DeleteConsequence } from './wording'

type DeleteSelectedProps = { consequence?: DeleteConsequence }

/**
 * The list's bulk delete, in place of Payload's: shown while rows are
 * selected, its confirmation ('You are about to delete 3 Products. This
 * action cannot be undone.') says what the delete also does ('Their 7 item
 * codes will be deleted too.'), then the spec's toast and a fresh list.
 */
export function DeleteSelected({ consequence }: DeleteSelectedProps) {
  const { count, selectAll, selectedIDs, getQueryParams, toggleAll } = useSelection()
  const { collectionSlug } = useListQuery()
  const { i18n, t } = useTranslation()
  const { getEntityConfig } = useConfig()
  const { openModal, isModalOpen } = useModal()
  const router = useRouter()
  const [ids, setIds] = useState<(number | string)[] | null>(null)
  if (!count || !collectionSlug) return null
  const collection = getEntityConfig({ collectionSlug })
  // As Payload's own: '1 Category', '2 Product categories'.
  const labelFor = (n: number) => getTranslation(n === 1 ? collection.labels.singular : collection.labels.plural, i18n)
  const modalSlug = `delete-selected-${collectionSlug}`

  // 'Select all' across pages selects by the list's query, not by id: the ids are fetched when the dialog opens.
  const open = async () => {
    setIds(selectAll === 'allAvailable' ? await idsOfQuery(collectionSlug, getQueryParams(), count) : selectedIDs)
    openModal(modalSlug)
  }
  const confirm = async () => {
    const targets = ids ?? selectedIDs
    const failure = await deleteRecords(collectionSlug, targets, i18n.language)
    if (failure !== null) {
      toast.error(failure || t('error:unknown'))
    } else {
      toast.success(t('general:deletedCountSuccessfully', { count: targets.length, label: labelFor(targets.length) }))
    }
    toggleAll()
    router.refresh()
  }

  return (
    <>
      <button type="button" className="btn btn--style-secondary btn--size-small list-toolbar__delete" onClick={() => void open()} data-delete-selected={count}>
        {t('general:delete')} ({count})
      </button>
      <ConfirmationModal
        className="delete-with-consequences"
        heading={t('general:confirmDeletion')}
        confirmingLabel={t('general:deleting')}
        modalSlug={modalSlug}
        onConfirm={confirm}
        body={
          <>
            <p>{t('general:aboutToDeleteCount', { count, label: labelFor(count) })}</p>
            {consequence && ids && isModalOpen(modalSlug) ? <ConsequenceNote ids={ids} consequence={consequence} text={consequence.many} /> : null}
          </>
        }
      />
    </>
  )
}

async function idsOfQuery(collectionSlug: string, queryParams: string, count: number): Promise<(number | string)[]> {
  const separator = queryParams.includes('?') ? '&' : '?'
  const response = await fetch(`/api/${collectionSlug}${queryParams}${separator}limit=${count}&depth=0&select[id]=true`, { credentials: 'include' })
  const body = (await response.json()) as { docs?: { id: number | string }[] }
  return (body.docs ?? []).map((doc) => doc.id)
}
