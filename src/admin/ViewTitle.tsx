'use client'
import { useEffect } from 'react'

/**
 * The browser tab's title of a custom admin view in the administrator's
 * language: Payload gives custom views only a fixed `meta.title`, in one
 * language. Next writes that title into <head> when its metadata arrives,
 * which may be after this view has mounted, so the title is kept, not set once.
 * Only the screen's part changes: the frame after ' — ' (the company's brand
 * and 'Admin Panel', src/admin/brand/admin-metadata.ts) stays as the server wrote it.
 */
export function ViewTitle({ title }: { title: string }) {
  useEffect(() => {
    const keep = () => {
      const separator = document.title.indexOf(' — ')
      const frame = separator >= 0 ? document.title.slice(separator) : ''
      const wanted = `${title}${frame}`
      if (document.title !== wanted) document.title = wanted
    }
    keep()
    const observer = new MutationObserver(keep)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [title])
  return null
}
