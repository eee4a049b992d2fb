'use client'
import { useState, type MouseEvent } from 'react'
import { addLine, addParam, cleanLine, isFullFor } from '../lines'
import { readStoredLines, storeLines } from './stored-lines'

/**
 * `label` names the line (an item code, or "any shade"); `action` and `addedLabel` say what the button
 * does and did; `fullLabel` says why nothing was added to a list already holding MAX_LINES lines.
 */
type Props = { product: number; code?: number; label: string; action: string; addedLabel: string; fullLabel: string; shadeHex?: string | null }

/**
 * One "Add to request" button: a link to /request?add=… (the server adds the
 * line when JavaScript is off); with JavaScript the line joins the list kept
 * in this browser and the visitor stays on the product.
 */
export function AddToRequest({ product, code, label, action, addedLabel, fullLabel, shadeHex }: Props) {
  const [added, setAdded] = useState(false)
  const [full, setFull] = useState(false)
  const add = (event: MouseEvent<HTMLAnchorElement>) => {
    const line = cleanLine({ product, code })
    if (!line) return
    event.preventDefault()
    const stored = readStoredLines()
    if (isFullFor(stored, line)) {
      setFull(true)
      return
    }
    storeLines(addLine(stored, line))
    setAdded(true)
  }
  return (
    <>
      <a
        href={`/request?add=${addParam(product, code)}`}
        onClick={add}
        aria-label={`${added ? addedLabel : action}: ${label}`}
        data-add-to-request={addParam(product, code)}
        data-added={added || undefined}
        className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${added ? 'border-gold bg-gold/15 text-ink' : 'border-stone/30 bg-white hover:border-gold'}`}
      >
        {shadeHex && <span aria-hidden className="h-3.5 w-3.5 rounded-full ring-1 ring-black/20" style={{ background: shadeHex }} />}
        <span aria-hidden>{added ? '✓' : '+'}</span>
        {label}
      </a>
      {full && (
        <span role="status" className="mt-1 block text-sm text-red-800" data-request-full>
          {fullLabel}
        </span>
      )}
    </>
  )
}
