'use client'
import { useEffect } from 'react'
import { adminTitleSuffix } from '../shared/admin-label'

/**
 * The browser tab's title of a custom admin view in the administrator's
 * language: Payload gives custom views only a fixed `meta.title`, in one language.
 */
export function ViewTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title}${adminTitleSuffix}`
  }, [title])
  return null
}
