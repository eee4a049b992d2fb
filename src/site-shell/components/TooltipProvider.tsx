'use client'
import * as Tooltip from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'

/** Tooltips open after 700 ms of hover, and at once within 300 ms of the last one (spec §9). */
const TOOLTIP_DELAY_MS = 700
const TOOLTIP_SKIP_MS = 300

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_MS}>
      {children}
    </Tooltip.Provider>
  )
}
