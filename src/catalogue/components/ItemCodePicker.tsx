'use client'
import { useState } from 'react'
import { useBrowserValue } from '../../shared/hooks/browser-value'
import { SpecTabs, type SpecRow, type SpecTab } from './SpecTabs'

type PickableCode = {
  id: number
  itemCode: string
  shadeHex?: string | null
  info: SpecRow[]
  technical: SpecRow[]
  notes?: { label: string; value: string }
  /** The code's data sheet; absent where none is published (an administrator's preview of an inactive product). */
  dataSheetHref?: string
}

type Props = { codes: PickableCode[]; labels: { selectCode: string; info: string; technical: string; dataSheet: string } }

/**
 * The item-code selector and its two tabs. The page is cached per product, so
 * the chosen code lives in the address (?code=…) and is read in the browser:
 * a shared link opens on the same code.
 */
export function ItemCodePicker({ codes, labels }: Props) {
  // The visitor's choice on this page, else the code named in the address, else the first.
  const [chosenId, setChosenId] = useState<number>()
  // Kept here rather than in the tabs: a visitor comparing codes on Technical Details stays on it.
  const [tab, setTab] = useState<SpecTab>('info')
  const wanted = useBrowserValue(() => new URLSearchParams(window.location.search).get('code'), null)
  const selected = codes.find((code) => code.id === chosenId) ?? codes.find((code) => code.itemCode === wanted) ?? codes[0]
  if (!selected) return null

  const choose = (code: PickableCode) => {
    setChosenId(code.id)
    const url = new URL(window.location.href)
    url.searchParams.set('code', code.itemCode)
    window.history.replaceState(null, '', url)
  }

  return (
    <>
      <div role="radiogroup" aria-label={labels.selectCode} className="mt-3 flex flex-wrap gap-2">
        {codes.map((code) => {
          const active = code.id === selected.id
          return (
            <button
              key={code.id}
              type="button"
              role="radio"
              aria-checked={active}
              onClick={() => choose(code)}
              className={`flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${active ? 'border-gold bg-ink text-white' : 'border-stone/30 bg-white hover:border-gold'}`}
            >
              {code.shadeHex && <span aria-hidden className="h-4 w-4 rounded-full ring-1 ring-black/20" style={{ background: code.shadeHex }} />}
              {code.itemCode}
            </button>
          )
        })}
      </div>
      <SpecTabs
        infoLabel={labels.info}
        technicalLabel={labels.technical}
        info={selected.info}
        technical={selected.technical}
        notes={selected.notes}
        dataSheet={selected.dataSheetHref ? { href: selected.dataSheetHref, label: labels.dataSheet } : undefined}
        tab={tab}
        onTabChange={setTab}
      />
    </>
  )
}
