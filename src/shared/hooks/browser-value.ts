'use client'
import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * A value only the browser knows (the address, the host), read after
 * hydration: the server's value renders first and on the server, then the
 * browser's, without setting state inside an effect.
 */
export function useBrowserValue<T extends string | number | boolean | null>(readInBrowser: () => T, onServer: T): T {
  return useSyncExternalStore(neverChanges, readInBrowser, () => onServer)
}

/** Whether a media query matches, following changes (false on the server). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
