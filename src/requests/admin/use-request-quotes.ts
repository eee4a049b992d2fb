'use client'
import { useEffect, useState } from 'react'

/** A quote of the request, as the quotes collection answers over REST (its `state` reads Expired past the validity). */
export type RequestQuote = { id: number; reference?: string | null; state?: string | null; totalsText?: string | null }

/**
 * The quotes prepared on a request, newest first, or null until known. Read over REST by the
 * collection's slug as the signed-in person: the requests domain does not import the quotes domain
 * (eslint.config.mjs, boundaries), and the quotes' own read rule decides what shows.
 */
export function useRequestQuotes(requestId: number | string | undefined): RequestQuote[] | null {
  const [found, setFound] = useState<{ requestId: string; quotes: RequestQuote[] } | null>(null)
  const key = requestId === undefined ? '' : String(requestId)
  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    const query = `where[request][equals]=${encodeURIComponent(key)}&sort=-createdAt&depth=0&limit=50`
    fetch(`/api/quotes?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((body: { docs?: RequestQuote[] }) => setFound({ requestId: key, quotes: body.docs ?? [] }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [key])
  return found && found.requestId === key ? found.quotes : null
}
