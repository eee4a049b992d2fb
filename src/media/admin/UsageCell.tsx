'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { usageTextFor } from './format'

/** "Used by N" in the media library's list; the file's page lists the records. */
export function UsageCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const count = typeof cellData === 'number' ? cellData : Number(cellData ?? 0)
  return <span data-usage-count={count}>{usageTextFor(i18n.language).count(count)}</span>
}
