'use client'
import { useNav, usePreferences, useWindowInfo } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** From this width the sidebar stands beside the content, open, as it does on a desktop (issue 27.5). */
const SIDEBAR_FROM = '(min-width: 1024px)'

/**
 * Opens the admin sidebar on screens from 1024 px. Payload keeps it open above 1440 px only: below
 * its "large" breakpoint it closes the sidebar whenever a breakpoint is reached, on load included,
 * and offers no setting for that width. Its layout already places an open sidebar beside the
 * content at these widths, so this opens it once each time Payload has closed it for a breakpoint,
 * unless the administrator's saved choice is a closed sidebar. A sidebar the administrator closes
 * afterwards stays closed until the next breakpoint or page load.
 */
export function SidebarOpenFromTablet() {
  const { breakpoints } = useWindowInfo()
  const { hydrated, navOpen, setNavOpen } = useNav()
  const { getPreference } = usePreferences()
  const handledFor = useRef<string | null>(null)
  const breakpoint = `${breakpoints.l}${breakpoints.m}${breakpoints.s}`

  useEffect(() => {
    // Above 1440 px Payload opens it from the saved choice itself.
    if (!hydrated || breakpoints.l !== true || !window.matchMedia(SIDEBAR_FROM).matches) return
    if (navOpen || handledFor.current === breakpoint) return
    handledFor.current = breakpoint
    void getPreference<{ open?: boolean }>('nav').then((saved) => {
      if (saved?.open !== false) setNavOpen(true)
    })
  }, [hydrated, breakpoint, breakpoints.l, navOpen, getPreference, setNavOpen])

  return null
}
