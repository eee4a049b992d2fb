import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import type { CacheTag } from './tags'

/**
 * Expires the given tags at once, so the next visitor gets a fresh page. Outside
 * a Next server (seed scripts, tests through the Local API) there is no cache
 * to expire and Next throws; that is ignored.
 */
export function expireTags(tags: readonly CacheTag[], context?: Record<string, unknown>): void {
  if (context?.skipRevalidation) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside a Next request: nothing is cached here.
    }
  }
}

export function revalidateCollection(tags: readonly CacheTag[]): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: ({ doc, req }) => {
      expireTags(tags, req.context)
      return doc
    },
    afterDelete: ({ doc, req }) => {
      expireTags(tags, req.context)
      return doc
    },
  }
}

export function revalidateGlobal(tags: readonly CacheTag[]): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    expireTags(tags, req.context)
    return doc
  }
}
