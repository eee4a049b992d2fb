'use client'
import * as Tooltip from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'

/** A short text label shown after the provider's 700 ms delay, on hover or keyboard focus. */
export function IconTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content sideOffset={6} className="z-[75] rounded bg-ink px-2 py-1 text-xs text-white shadow">
          {label}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  )
}
