'use client'
import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import type { StaticLabel } from 'payload'

/**
 * A collapsible's heading drawn from its own texts rather than its label: the list's bulk edit
 * names each field of a labelled collapsible after it ("Availability > Lead time (weeks)"), and
 * its chips, cut short, then read "Availability > …" for every field of the group.
 */
export function GroupHeading({ texts }: { texts: StaticLabel }) {
  const { i18n } = useTranslation()
  return <span>{getTranslation(texts, i18n)}</span>
}
