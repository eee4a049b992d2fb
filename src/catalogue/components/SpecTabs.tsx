'use client'
import { useId, type KeyboardEvent } from 'react'
import type { SpecRow } from '../../shared/item-codes/specs'

export type { SpecRow }
export type SpecTab = 'info' | 'technical'
type Props = {
  infoLabel: string
  technicalLabel: string
  info: SpecRow[]
  technical: SpecRow[]
  notes?: { label: string; value: string }
  /** The item code's PDF data sheet, offered under both tables. */
  dataSheet?: { href: string; label: string; onOpen?: () => void }
  tab: SpecTab
  onTabChange: (tab: SpecTab) => void
}

function Table({ rows }: { rows: SpecRow[] }) {
  return (
    <dl className="divide-y divide-stone/15">
      {rows.map((row) => (
        <div key={row.label} className="grid grid-cols-[minmax(8rem,1fr)_2fr] gap-4 py-3 text-sm">
          <dt className="font-semibold text-ink">{row.label}</dt>
          <dd className="text-stone">{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function DataSheetLink({ href, label, onOpen }: { href: string; label: string; onOpen?: () => void }) {
  return (
    <a href={href} download onClick={onOpen} className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-gold-dark hover:underline">
      <span aria-hidden>↓</span>
      {label}
    </a>
  )
}

const TABS: readonly SpecTab[] = ['info', 'technical']

/**
 * Product Information and Technical Details of the selected item code; the open tab is the caller's, so it survives a change of code.
 * The WAI-ARIA tabs pattern in a few lines (arrow keys, Home and End move between the tabs), with no tabs library.
 */
export function SpecTabs({ infoLabel, technicalLabel, info, technical, notes, dataSheet, tab: openTab, onTabChange }: Props) {
  const id = useId()
  const labels: Record<SpecTab, string> = { info: infoLabel, technical: technicalLabel }
  const tabClass = 'rounded-t-lg px-5 py-3 text-sm font-semibold text-stone aria-selected:bg-white aria-selected:text-ink aria-selected:shadow-sm'
  const choose = (tab: SpecTab) => {
    onTabChange(tab)
    document.getElementById(`${id}-${tab}-tab`)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(openTab)
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    choose(TABS[(next + TABS.length) % TABS.length]!)
  }
  return (
    <div className="mt-6">
      <div role="tablist" aria-label={`${infoLabel} / ${technicalLabel}`} onKeyDown={onKeyDown} className="flex gap-1">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={tab === openTab}
            aria-controls={`${id}-panel`}
            tabIndex={tab === openTab ? 0 : -1}
            onClick={() => onTabChange(tab)}
            className={tabClass}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${openTab}-tab`} tabIndex={0} className="rounded-b-xl rounded-tr-xl bg-white p-6 shadow-sm">
        {openTab === 'info' ? (
          <>
            <Table rows={info} />
            {dataSheet && <DataSheetLink {...dataSheet} />}
          </>
        ) : (
          <>
            <Table rows={technical} />
            {notes && (
              <div className="mt-4 rounded-lg bg-cream p-4 text-sm">
                <p className="font-semibold">{notes.label}</p>
                <p className="mt-1 whitespace-pre-line text-stone">{notes.value}</p>
              </div>
            )}
            {dataSheet && <DataSheetLink {...dataSheet} />}
          </>
        )}
      </div>
    </div>
  )
}
