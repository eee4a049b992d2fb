'use client'
import { usePreferences } from '@payloadcms/ui'
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'

/** How tightly the spec's lists set their rows (SPEC §2.11, "optional compact mode"). */
export type ListDensity = 'comfortable' | 'compact'

/** Kept per person, like Payload's own sidebar and list preferences, and the same for every list. */
export const LIST_DENSITY_PREFERENCE = 'list-density'

type DensityState = { density: ListDensity; setDensity: (density: ListDensity) => void }

const DensityContext = createContext<DensityState>({ density: 'comfortable', setDensity: () => undefined })

/**
 * The person's row density for the list it wraps: read from their saved
 * preference (Payload's preferences provider keeps it once read, so moving
 * between lists does not read it again) and saved when they change it.
 */
export function ListDensityProvider({ children }: { children: ReactNode }) {
  const { getPreference, setPreference } = usePreferences()
  const [density, setState] = useState<ListDensity>('comfortable')

  useEffect(() => {
    let current = true
    void getPreference<ListDensity>(LIST_DENSITY_PREFERENCE).then((saved) => {
      if (current && (saved === 'compact' || saved === 'comfortable')) setState(saved)
    })
    return () => {
      current = false
    }
  }, [getPreference])

  const setDensity = useCallback(
    (next: ListDensity) => {
      setState(next)
      void setPreference(LIST_DENSITY_PREFERENCE, next)
    },
    [setPreference],
  )

  return <DensityContext.Provider value={{ density, setDensity }}>{children}</DensityContext.Provider>
}

export const useListDensity = (): DensityState => useContext(DensityContext)

/** The list's table, set tighter in compact mode through Payload's documented spacing variable (custom.css). */
export function DensityTable({ children }: { children: ReactNode }) {
  const { density } = useListDensity()
  return (
    <div className={`list-density list-density--${density}`} data-list-density={density}>
      {children}
    </div>
  )
}
