'use client'
import { useEffect } from 'react'
import { adminTitleSuffix } from '../shared/admin-label'

/**
 * The browser tab's title of a custom admin view in the administrator's
 * language: Payload gives custom views only a fixed `meta.title`, in one
 * language. Next writes that title into <head> when its metadata arrives,
 * which may be after this view has mounted, so the title is kept, not set once.
 */
export function ViewTitle({ title }: { title: string }) {
  useEffect(() => {
    const wanted = `${title}${adminTitleSuffix}`
    const keep = () => {
      if (document.title !== wanted) document.title = wanted
    }
    keep()
    const observer = new MutationObserver(keep)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [title])
  return null
}
