'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { wordsFor } from '../shared/admin-label'

const words = { en: { yes: 'Active', no: 'Inactive' }, zh: { yes: '啟用', no: '停用' } }

/** A checkbox column read as the owner says it ("Active" / "Inactive", 啟用 / 停用), not `true` / `false`. */
export function ActiveCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, words)
  const active = cellData === true
  return (
    <span
      data-active={active}
      style={{
        display: 'inline-block',
        padding: '0 0.5rem',
        borderRadius: 999,
        fontSize: '0.8125rem',
        lineHeight: 1.6,
        border: '1px solid currentColor',
        color: active ? 'var(--theme-success-750)' : 'var(--theme-elevation-600)',
      }}
    >
      {active ? t.yes : t.no}
    </span>
  )
}
