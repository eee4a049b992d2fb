'use client'
import { useSyncExternalStore } from 'react'
import { decodeLines, encodeLines, LINES_CHANGED_EVENT, STORAGE_KEY, type RequestLine } from '../lines'
import { cookieValue, HOST_ONLY_LIST_COOKIE_REMOVED, LIST_COOKIE, LIST_COOKIE_MAX_AGE, listCookieDomain } from '../list-cookie'

/** The list kept in this browser (localStorage), encoded as in a share link. */
export function readStoredLines(): RequestLine[] {
  try {
    return decodeLines(window.localStorage.getItem(STORAGE_KEY))
  } catch {
    // Storage refused (private mode, disabled): the list lives in the address only.
    return []
  }
}

export function storeLines(lines: RequestLine[]): void {
  try {
    if (lines.length === 0) window.localStorage.removeItem(STORAGE_KEY)
    else window.localStorage.setItem(STORAGE_KEY, encodeLines(lines))
  } catch {
    // See readStoredLines.
  }
  // The same list for the pages the server renders: a line added later through a plain link joins it.
  const value = cookieValue(lines)
  // Shared by both language sites where the host has a domain (list-cookie.ts), as the server writes it.
  const domain = listCookieDomain(window.location.host)
  if (domain) document.cookie = HOST_ONLY_LIST_COOKIE_REMOVED
  document.cookie = `${LIST_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${value ? LIST_COOKIE_MAX_AGE : 0}${domain ? `; Domain=${domain}` : ''}`
  window.dispatchEvent(new Event(LINES_CHANGED_EVENT))
}

function subscribe(changed: () => void) {
  window.addEventListener(LINES_CHANGED_EVENT, changed)
  window.addEventListener('storage', changed)
  return () => {
    window.removeEventListener(LINES_CHANGED_EVENT, changed)
    window.removeEventListener('storage', changed)
  }
}

const storedText = () => {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? ''
  } catch {
    return ''
  }
}

/** How many lines the stored list holds, following changes in this tab and others (0 on the server). */
export function useStoredCount(): number {
  const text = useSyncExternalStore(subscribe, storedText, () => '')
  return text ? decodeLines(text).length : 0
}
