'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { wordsFor } from '../shared/admin-label'

const words = { en: { yes: 'Yes', no: 'No' }, zh: { yes: '是', no: '否' } }

/** A yes-or-no column ("PDF item") in words, not Payload's code-styled `true` / `false` (issue 50.15). */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, words)
  const yes = cellData === true
  return <span data-yes={yes}>{yes ? t.yes : t.no}</span>
}
