'use client'
import { getTranslation } from '@payloadcms/translations'
import {
  ConfirmationModal,
  PopupList,
  toast,
  Translation,
  useConfig,
  useDocumentDrawerContext,
  useDocumentInfo,
  useDocumentTitle,
  useForm,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { ConsequenceNote } from './ConsequenceNote'
import { deleteRecords } from './delete-records'
import type { DeleteConsequence } from './wording'

type DeleteWithConsequencesProps = { consequence?: DeleteConsequence }

/**
 * The record's Delete in the form's ⋮ menu (in the page and in the drawer
 * over the list), in place of Payload's own: the same confirmation ('You are
 * about to delete the Product X. This action cannot be undone.') followed by
 * what the delete also does ('Its 5 item codes will be deleted too.'), then
 * the spec's toast, and back to the list (or the drawer closes and the list
 * refreshes).
 */
export function DeleteWithConsequences({ consequence }: DeleteWithConsequencesProps) {
  const { id, collectionSlug, hasDeletePermission } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { i18n, t } = useTranslation()
  const { config, getEntityConfig } = useConfig()
  const { openModal, isModalOpen } = useModal()
  const { setModified } = useForm()
  const { onDelete: drawerDeleted } = useDocumentDrawerContext()
  const router = useRouter()
  if (!id || !collectionSlug || !hasDeletePermission) return null
  const collection = getEntityConfig({ collectionSlug })
  const singular = getTranslation(collection.labels.singular, i18n)
  const modalSlug = `delete-with-consequences-${collectionSlug}-${id}`

  const confirm = async () => {
    setModified(false)
    const failure = await deleteRecords(collectionSlug, [id], i18n.language)
    if (failure !== null) {
      toast.error(failure || t('error:deletingTitle', { title }))
      return
    }
    toast.success(t('general:titleDeleted', { label: singular, title }))
    if (drawerDeleted) return void (await drawerDeleted({ id: String(id), collectionConfig: collection }))
    router.push(`${config.routes.admin}/collections/${collectionSlug}`)
  }

  return (
    <>
      <PopupList.Button id="action-delete-with-consequences" onClick={() => openModal(modalSlug)}>
        {t('general:delete')}
      </PopupList.Button>
      <ConfirmationModal
        className="delete-with-consequences"
        heading={t('general:confirmDeletion')}
        confirmingLabel={t('general:deleting')}
        modalSlug={modalSlug}
        onConfirm={confirm}
        body={
          <>
            <Translation
              elements={{ '1': ({ children }) => <strong>{children}</strong> }}
              i18nKey="general:aboutToDelete"
              t={(key, options) => t(key as 'general:aboutToDelete', options)}
              variables={{ label: singular, title: title || String(id) }}
            />
            {consequence && isModalOpen(modalSlug) ? <ConsequenceNote ids={[id]} consequence={consequence} text={consequence.single} /> : null}
          </>
        }
      />
    </>
  )
}
