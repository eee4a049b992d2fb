'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { KinsenKey } from './i18n/translations'
import { useAdminTranslation } from './i18n/use-admin-translation'

type FormHeadingProps = {
  create: KinsenKey
  edit: KinsenKey
  /** Counts the rows that point at this document, to warn before it is deleted; the warning's {{count}} is that number. */
  usage?: { collection: string; field: string; warning: KinsenKey }
}

/**
 * The form's own title ('Add New Category' / 'Edit Category'), which Payload's
 * edit view lacks: it shows only the document's title. With `usage`, the
 * edit form also says how many rows a delete would affect.
 */
export function FormHeading({ create, edit, usage }: FormHeadingProps) {
  const { id } = useDocumentInfo()
  const { t } = useAdminTranslation()
  const [count, setCount] = useState<number | null>(null)

  useEffect(() => {
    if (!id || !usage) return
    const controller = new AbortController()
    const query = `where[${usage.field}][in]=${encodeURIComponent(String(id))}&limit=1&depth=0&select[id]=true`
    fetch(`/api/${usage.collection}?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { totalDocs?: number } | null) => setCount(body?.totalDocs ?? null))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, usage])

  const title = id ? edit : create
  return (
    <div className="form-heading">
      <h2 className="form-heading__title">{t(title)}</h2>
      {usage && count !== null && count > 0 && (
        <p className="form-heading__warning" role="note">
          {t(usage.warning, { count })}
        </p>
      )}
    </div>
  )
}
