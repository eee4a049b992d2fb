'use client'
import { useEffect } from 'react'
import type { InsightEvent } from './events'
import { sendInsight } from './send'

/**
 * Counts the page it stands on once it has loaded in a browser: a page served from the cache is
 * counted as well, and a crawler that runs no script is not. Renders nothing.
 */
export function InsightBeacon({ event }: { event: InsightEvent }) {
  const serialised = JSON.stringify(event)
  useEffect(() => {
    sendInsight(JSON.parse(serialised) as InsightEvent)
  }, [serialised])
  return null
}
