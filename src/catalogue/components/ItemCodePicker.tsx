'use client'
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import type { Availability } from '../../shared/item-codes/availability'
import { AvailabilityMark } from '../../shared/ui/AvailabilityMark'
import { sendInsight } from '../../shared/insights/send'
import { fill } from '../../shared/text/fill'
import type { ShadeFinish } from '../../shared/item-codes/shade-finish'
import { ShadePreview, type ShadeImage } from './ShadePreview'
import { SpecTabs, type SpecRow, type SpecTab } from './SpecTabs'

export type PickableCode = {
  id: number
  itemCode: string
  shadeHex?: string | null
  /** The code's own picture of its shade, where it has one. */
  image?: ShadeImage
  finish: ShadeFinish
  info: SpecRow[]
  technical: SpecRow[]
  notes?: { label: string; value: string }
  /** The code's data sheet; absent where none is published (an administrator's preview of an inactive product). */
  dataSheetHref?: string
  availability: Availability
  /** The availability in the page's words ("Made to order: 6 weeks"). */
  availabilityText: string
  /** A discontinued code's notice with its replacements, drawn on the server. */
  notice?: ReactNode
}

export type PickerLabels = {
  selectCode: string
  info: string
  technical: string
  dataSheet: string
  /** "Shade of {code}" */
  shadeOf: string
  finishes: Record<ShadeFinish, string>
  /** "Availability" */
  availability: string
}

type Props = {
  codes: PickableCode[]
  /** The code the address named (?code=…), read by the server: the page opens on it with or without JavaScript. */
  initialCode?: string
  labels: PickerLabels
  /** Reports each code chosen and each data sheet opened to the site's interest figures (the public page, not a preview). */
  counted?: boolean
}

/** The address of the page open on this code; the fragment keeps a page loaded without JavaScript at the picker. */
const addressOf = (code: PickableCode) => `?code=${encodeURIComponent(code.itemCode)}#item-codes`

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * The item-code choice (a radio group: one Tab stop, the arrow keys move and choose), the chosen
 * shade and its two tabs. Each choice is a link to the page open on that code, so it works without
 * JavaScript; with it, the choice changes in place and the address follows (a shared link opens
 * on the same code).
 */
export function ItemCodePicker({ codes, initialCode, labels, counted = false }: Props) {
  // Without a code in the address, the page opens on the first code that can still be ordered.
  const [chosenId, setChosenId] = useState(() => (codes.find((code) => code.itemCode === initialCode) ?? codes.find((code) => code.availability !== 'discontinued') ?? codes[0])?.id)
  // Kept here rather than in the tabs: a visitor comparing codes on Technical Details stays on it.
  const [tab, setTab] = useState<SpecTab>('info')
  const choices = useRef<(HTMLAnchorElement | null)[]>([])
  const selectedIndex = Math.max(0, codes.findIndex((code) => code.id === chosenId))
  const selected = codes[selectedIndex]
  if (!selected) return null

  const choose = (index: number) => {
    const code = codes[index]
    if (!code) return
    if (counted && code.id !== chosenId) sendInsight({ figure: 'code', key: code.itemCode })
    setChosenId(code.id)
    const url = new URL(window.location.href)
    url.searchParams.set('code', code.itemCode)
    url.hash = ''
    window.history.replaceState(window.history.state, '', url)
  }

  const onClick = (event: MouseEvent, index: number) => {
    // A new tab or window opens the code's own address, as any link would.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    choose(index)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === ' ') {
      event.preventDefault()
      choose(selectedIndex)
      return
    }
    const step = STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const next = step(selectedIndex, codes.length)
    choose(next)
    choices.current[next]?.focus()
  }

  return (
    <>
      <div role="radiogroup" aria-label={labels.selectCode} className="mt-3 flex flex-wrap gap-2" onKeyDown={onKeyDown}>
        {codes.map((code, index) => {
          const active = index === selectedIndex
          return (
            <a
              key={code.id}
              ref={(element) => {
                choices.current[index] = element
              }}
              href={addressOf(code)}
              role="radio"
              aria-checked={active}
              tabIndex={active ? 0 : -1}
              onClick={(event) => onClick(event, index)}
              data-availability={code.availability}
              className={`flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${active ? 'border-gold bg-ink text-white' : 'border-stone/30 bg-white text-ink hover:border-gold'} ${code.availability === 'discontinued' ? 'border-dashed' : ''}`}
            >
              {code.shadeHex && <span aria-hidden className="h-4 w-4 rounded-full ring-1 ring-black/20" style={{ background: code.shadeHex }} />}
              <span className={code.availability === 'discontinued' ? 'line-through decoration-1' : undefined}>{code.itemCode}</span>
              {/* Only the exceptions are named on the chips: most codes are in stock. */}
              {code.availability !== 'in-stock' && <span className={`text-xs ${active ? 'text-white/75' : 'text-stone'}`}>{code.availabilityText}</span>}
            </a>
          )
        })}
      </div>
      <ShadePreview
        itemCode={selected.itemCode}
        shadeHex={selected.shadeHex}
        image={selected.image}
        finish={selected.finish}
        label={fill(labels.shadeOf, { code: selected.itemCode })}
        finishLabel={labels.finishes[selected.finish]}
      />
      <p className="mt-3 flex items-center gap-2 text-sm" data-chosen-availability={selected.availability}>
        <span className="font-semibold text-ink">{labels.availability}:</span>
        <AvailabilityMark availability={selected.availability} text={selected.availabilityText} />
      </p>
      {selected.notice}
      <SpecTabs
        infoLabel={labels.info}
        technicalLabel={labels.technical}
        info={selected.info}
        technical={selected.technical}
        notes={selected.notes}
        dataSheet={
          selected.dataSheetHref
            ? { href: selected.dataSheetHref, label: labels.dataSheet, onOpen: counted ? () => sendInsight({ figure: 'datasheet', key: selected.itemCode }) : undefined }
            : undefined
        }
        tab={tab}
        onTabChange={setTab}
      />
    </>
  )
}
