'use client'
import type { DefaultCellComponentProps } from 'payload'

const HEX = /^#[0-9a-f]{6}$/i

/** A colour column (#RRGGBB) shown as a swatch beside its code; empty when unset. */
export function ColourSwatchCell({ cellData }: DefaultCellComponentProps) {
  const value = typeof cellData === 'string' ? cellData.trim() : ''
  if (!value) return null
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {HEX.test(value) && (
        <span aria-hidden data-swatch={value} style={{ width: 18, height: 18, borderRadius: 3, background: value, border: '1px solid var(--theme-elevation-250)', flex: 'none' }} />
      )}
      <span>{value}</span>
    </span>
  )
}
