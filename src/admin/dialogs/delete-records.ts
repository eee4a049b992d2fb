/**
 * Deletes records of a collection through the REST API, as Payload's own
 * delete buttons do (one request, the administrator's language for the
 * messages). Returns null when all are deleted, or the error message to show
 * ('' when the server gave none).
 */
export async function deleteRecords(collectionSlug: string, ids: readonly (number | string)[], language: string): Promise<string | null> {
  const path = ids.length === 1 ? `/api/${collectionSlug}/${encodeURIComponent(String(ids[0]))}` : `/api/${collectionSlug}?where[id][in]=${ids.map((id) => encodeURIComponent(String(id))).join(',')}`
  try {
    const response = await fetch(path, { method: 'DELETE', credentials: 'include', headers: { 'Accept-Language': language } })
    const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
    if (response.ok && !body.errors?.length) return null
    return body.errors?.map((error) => error.message).filter(Boolean).join(' ') ?? ''
  } catch {
    return ''
  }
}
