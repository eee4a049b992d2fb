'use client'
import { useEffect, useState } from 'react'
import type { DeleteConsequence } from './wording'

/**
 * How many rows of `consequence.collection` point at any of `ids` (what a
 * delete of those records would also change), or null until known. `ids`
 * null means nothing to count yet (a new record, a dialog not open).
 */
export function useConsequenceCount(ids: readonly (number | string)[] | null, consequence: DeleteConsequence | undefined): number | null {
  const [counted, setCounted] = useState<{ key: string; count: number | null } | null>(null)
  const collection = consequence?.collection
  const field = consequence?.field
  const key = ids?.join(',') ?? ''
  useEffect(() => {
    if (!key || !collection || !field) return
    const controller = new AbortController()
    const query = `where[${field}][in]=${encodeURIComponent(key)}&limit=1&depth=0&select[id]=true`
    fetch(`/api/${collection}?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { totalDocs?: number } | null) => setCounted({ key, count: body?.totalDocs ?? null }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [key, collection, field])
  // A count of other records (the dialog opened for another selection) is not shown.
  return counted && counted.key === key ? counted.count : null
}
