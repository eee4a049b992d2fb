'use client'
import { useDocumentInfo, useDocumentTitle, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { inLanguage, type Bilingual, type DeleteConsequence } from './dialogs/wording'

type FormHeadingProps = {
  create: Bilingual
  edit: Bilingual
  /** Counts the rows that point at this document, to say what a delete would also do. */
  usage?: DeleteConsequence
}

/**
 * The form's title, 'Add Product' / 'Edit Product' (SPEC §2.11), in place of
 * Payload's document title ('[Untitled]' for a new record), in the page and in
 * the drawer over a list. With `usage`, the form of a saved record also says
 * what deleting it would do ("Deleting this product deletes its item codes
 * too"), since Payload's delete confirmation cannot count them.
 */
export function FormHeading({ create, edit, usage }: FormHeadingProps) {
  const { id } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const { i18n } = useTranslation()
  const heading = inLanguage(id ? edit : create, i18n.language)
  const count = useUsageCount(id, usage)

  // Payload's title provider sets the title from the saved data in its own effect, which runs after this
  // one (a parent's effects follow its children's), on mount and after each save: the form's title is set
  // once that round of effects is over.
  useEffect(() => {
    if (title === heading) return
    let current = true
    queueMicrotask(() => {
      if (current) setDocumentTitle(heading)
    })
    return () => {
      current = false
    }
  }, [title, heading, setDocumentTitle])

  if (!usage || !count) return null
  return (
    <p className="form-heading__warning" role="note" data-delete-consequence={count}>
      {inLanguage(usage.warning, i18n.language).replace('{count}', String(count))}
    </p>
  )
}

/** How many rows of `usage.collection` point at the document, or null until known. */
function useUsageCount(id: number | string | undefined, usage: DeleteConsequence | undefined): number | null {
  const [count, setCount] = useState<number | null>(null)
  const collection = usage?.collection
  const field = usage?.field
  useEffect(() => {
    if (!id || !collection || !field) return
    const controller = new AbortController()
    const query = `where[${field}][in]=${encodeURIComponent(String(id))}&limit=1&depth=0&select[id]=true`
    fetch(`/api/${collection}?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { totalDocs?: number } | null) => setCount(body?.totalDocs ?? null))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, collection, field])
  return count
}
