'use client'
import { useSyncExternalStore } from 'react'
import { LIKE_IDS_MAX, parseLikedIds } from './liked-ids'

/**
 * Like counts and the visitor's liked ids, shared by every like control on the
 * page (a card, the article hero and its foot show the same numbers). Counts
 * start from the cached HTML and are refreshed from the likes endpoint; the
 * liked ids live in localStorage under `news_likes`.
 */
const LIKED_STORAGE_KEY = 'news_likes'

const counts = new Map<number, number>()
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let liked: Set<number> | undefined
function likedIds(): Set<number> {
  if (liked) return liked
  try {
    liked = new Set(parseLikedIds(window.localStorage.getItem(LIKED_STORAGE_KEY)))
  } catch {
    liked = new Set()
  }
  return liked
}

if (typeof window !== 'undefined') {
  // Another tab liked or unliked: read the list again.
  window.addEventListener('storage', (event) => {
    if (event.key !== LIKED_STORAGE_KEY && event.key !== null) return
    liked = undefined
    emit()
  })
}

export function setLiked(id: number, value: boolean): void {
  const next = new Set(likedIds())
  if (value) next.add(id)
  else next.delete(id)
  liked = next
  try {
    window.localStorage.setItem(LIKED_STORAGE_KEY, JSON.stringify([...next]))
  } catch {
    // Storage full or blocked: the like still counts on the server for this visit.
  }
  emit()
}

/* Each local change of a count bumps its edition, so a refresh that left before the change cannot overwrite it. */
const editions = new Map<number, number>()

export function setCount(id: number, value: number): void {
  counts.set(id, Math.max(0, value))
  editions.set(id, (editions.get(id) ?? 0) + 1)
  emit()
}

export function useLiked(id: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => likedIds().has(id),
    () => false,
  )
}

export function useLikeCount(id: number, initial: number): number {
  return useSyncExternalStore(
    subscribe,
    () => counts.get(id) ?? initial,
    () => initial,
  )
}

/* Fresh counts: every control asks for its id as it mounts; one request per page fetches them all. */
const wanted = new Set<number>()
let timer: ReturnType<typeof setTimeout> | undefined

export function requestCount(id: number): void {
  wanted.add(id)
  timer ??= setTimeout(flush, 0)
}

async function flush() {
  timer = undefined
  const ids = [...wanted]
  wanted.clear()
  for (let start = 0; start < ids.length; start += LIKE_IDS_MAX) {
    const chunk = ids.slice(start, start + LIKE_IDS_MAX)
    const editionsAtRequest = new Map(chunk.map((id) => [id, editions.get(id) ?? 0]))
    try {
      // Not from the browser's own cache: it would serve a stale count under stale-while-revalidate (meant for shared caches).
      const response = await fetch(`/api/news-items/likes?ids=${chunk.join(',')}`, { cache: 'no-store', headers: { Accept: 'application/json' } })
      if (!response.ok) continue
      const body = (await response.json()) as { likes?: Record<string, unknown> }
      for (const [key, value] of Object.entries(body.likes ?? {})) {
        const id = Number(key)
        // A like or unlike made while this request was out is newer than its answer.
        if (typeof value === 'number' && (editions.get(id) ?? 0) === editionsAtRequest.get(id)) counts.set(id, value)
      }
      emit()
    } catch {
      // Offline or failed: the counts from the page stay.
    }
  }
}
