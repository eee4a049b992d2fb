'use client'
import { getTranslation } from '@payloadcms/translations'
import { FormSubmit, toast, useConfig, useDocumentInfo, useEditDepth, useForm, useFormModified, useHotkey, useOperation, useTranslation } from '@payloadcms/ui'
import { useRef } from 'react'
import { updatedMessage } from '../i18n/spec-wording'

/**
 * Payload's Save button (the same Ctrl/⌘+S, the same disabled states, the same wait for an upload),
 * whose update toast names the record: "Product updated successfully" / 「產品已成功更新」. Payload's
 * own update answer says "Updated successfully." for every collection; the form is asked not to
 * toast it (`disableSuccessStatus`, one of the form's submit options) and this button toasts the
 * spec's words once the answer is a success. A create keeps Payload's own toast, which names the
 * record through `general:successfullyCreated` (src/admin/i18n).
 */
export function NamedSaveButton() {
  const { uploadStatus, collectionSlug, globalSlug } = useDocumentInfo()
  const { t, i18n } = useTranslation()
  const { getEntityConfig } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const editDepth = useEditDepth()
  const operation = useOperation()
  const button = useRef<HTMLButtonElement>(null)
  const disabled = (operation === 'update' && !modified) || uploadStatus === 'uploading'

  useHotkey({ cmdCtrlKey: true, editDepth, keyCodes: ['s'] }, (event) => {
    event.preventDefault()
    event.stopPropagation()
    button.current?.click()
  })

  const entityLabel = () => {
    if (collectionSlug) return getTranslation(getEntityConfig({ collectionSlug }).labels.singular, i18n)
    return globalSlug ? getTranslation(getEntityConfig({ globalSlug }).label, i18n) : ''
  }

  const save = async () => {
    if (uploadStatus === 'uploading') return
    if (operation !== 'update') return void submit()
    const saved = await submit({ disableSuccessStatus: true })
    if (saved && saved.res.status < 400) toast.success(updatedMessage(i18n.language, entityLabel()))
  }

  return (
    <FormSubmit buttonId="action-save" disabled={disabled} onClick={() => void save()} ref={button} size="medium" type="button">
      {t('general:save')}
    </FormSubmit>
  )
}
