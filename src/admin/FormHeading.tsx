'use client'
import { useDocumentInfo, useDocumentTitle, useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'
import { ConfirmDrawerEscape } from './dialogs/ConfirmDrawerEscape'
import { useConsequenceCount } from './dialogs/use-consequence-count'
import { consequenceText, inLanguage, type Bilingual, type DeleteConsequence } from './dialogs/wording'

type FormHeadingProps = {
  create: Bilingual
  edit: Bilingual
  /** Counts the rows that point at this document, to say what a delete would also do. */
  usage?: DeleteConsequence
}

/**
 * The form's title (SPEC §2.11), in the page and in the drawer over a list.
 * A new record is titled 'Add Product' in place of Payload's '[Untitled]'; a
 * saved one keeps its name as the document title (Payload's delete
 * confirmation names the record by it) and the form opens with 'Edit
 * Product'. With `usage`, the form of a saved record also says what deleting
 * it would do ("Deleting this product deletes its item codes too"), as the
 * delete confirmation does (DeleteWithConsequences).
 */
export function FormHeading({ create, edit, usage }: FormHeadingProps) {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const count = useConsequenceCount(id ? [id] : null, usage)
  if (!id)
    return (
      <>
        <ConfirmDrawerEscape />
        <NewDocumentTitle title={inLanguage(create, i18n.language)} />
      </>
    )
  return (
    <div className="form-heading">
      <ConfirmDrawerEscape />
      <h2 className="form-heading__title">{inLanguage(edit, i18n.language)}</h2>
      {usage && count ? (
        <p className="form-heading__warning" role="note" data-delete-consequence={count}>
          {consequenceText(usage.warning, i18n.language, count)}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Only the title of a record not saved yet ('Upload a file' for a media file,
 * whose drawer Payload titles '[Untitled]' until the file is saved); nothing
 * for a saved one, which is titled by its file name.
 */
export function NewRecordTitle({ create }: { create: Bilingual }) {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  return (
    <>
      <ConfirmDrawerEscape />
      {id ? null : <NewDocumentTitle title={inLanguage(create, i18n.language)} />}
    </>
  )
}

/** Sets the document title of a record not saved yet; renders nothing itself. */
function NewDocumentTitle({ title }: { title: string }) {
  const { title: current, setDocumentTitle } = useDocumentTitle()
  // Payload's title provider sets '[Untitled]' in its own effect, which runs after this one (a parent's
  // effects follow its children's): the form's title is set once that round of effects is over.
  useEffect(() => {
    if (current === title) return
    let pending = true
    queueMicrotask(() => {
      if (pending) setDocumentTitle(title)
    })
    return () => {
      pending = false
    }
  }, [current, title, setDocumentTitle])
  return null
}
