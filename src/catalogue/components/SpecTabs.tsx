'use client'
import * as Tabs from '@radix-ui/react-tabs'

export type SpecRow = { label: string; value: string }
export type SpecTab = 'info' | 'technical'
type Props = {
  infoLabel: string
  technicalLabel: string
  info: SpecRow[]
  technical: SpecRow[]
  notes?: { label: string; value: string }
  /** The item code's PDF data sheet, offered under both tables. */
  dataSheet?: { href: string; label: string }
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

function DataSheetLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-gold-dark hover:underline">
      <span aria-hidden>↓</span>
      {label}
    </a>
  )
}

/** Product Information and Technical Details of the selected item code; the open tab is the caller's, so it survives a change of code. */
export function SpecTabs({ infoLabel, technicalLabel, info, technical, notes, dataSheet, tab: openTab, onTabChange }: Props) {
  const tab = 'rounded-t-lg px-5 py-3 text-sm font-semibold text-stone data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm'
  return (
    <Tabs.Root value={openTab} onValueChange={(value) => onTabChange(value === 'technical' ? 'technical' : 'info')} className="mt-6">
      <Tabs.List className="flex gap-1" aria-label={`${infoLabel} / ${technicalLabel}`}>
        <Tabs.Trigger value="info" className={tab}>
          {infoLabel}
        </Tabs.Trigger>
        <Tabs.Trigger value="technical" className={tab}>
          {technicalLabel}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="info" className="rounded-b-xl rounded-tr-xl bg-white p-6 shadow-sm">
        <Table rows={info} />
        {dataSheet && <DataSheetLink {...dataSheet} />}
      </Tabs.Content>
      <Tabs.Content value="technical" className="rounded-b-xl rounded-tr-xl bg-white p-6 shadow-sm">
        <Table rows={technical} />
        {notes && (
          <div className="mt-4 rounded-lg bg-cream p-4 text-sm">
            <p className="font-semibold">{notes.label}</p>
            <p className="mt-1 whitespace-pre-line text-stone">{notes.value}</p>
          </div>
        )}
        {dataSheet && <DataSheetLink {...dataSheet} />}
      </Tabs.Content>
    </Tabs.Root>
  )
}
