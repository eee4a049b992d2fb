'use client'

import { useFormFields } from '@payloadcms/ui'
import { hexToRgb } from '../srgb-lab'

/**
 * Shown after a shade colour input (an item code's, an other brand's shade; `field` names it): the swatch of the value as
 * typed (nothing while it is not a colour like #C9A227), so an administrator
 * sees the shade before saving. Families are derived from it on the site.
 */
export function ShadeSwatch({ field = 'shadeHex' }: { field?: string }) {
  const value = useFormFields(([fields]) => fields[field]?.value)
  const hex = typeof value === 'string' && hexToRgb(value) && value.startsWith('#') ? value : null
  if (!hex) return null
  return (
    <span
      aria-hidden
      data-shade-swatch={hex.toLowerCase()}
      title={hex.toUpperCase()}
      style={{
        display: 'inline-block',
        width: 28,
        height: 28,
        marginTop: 'calc(var(--base) / 4)',
        borderRadius: '50%',
        background: hex,
        boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.25)',
      }}
    />
  )
}
