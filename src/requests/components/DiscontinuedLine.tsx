import type { MouseEvent } from 'react'
import { productAddress } from '../../shared/item-codes/product-address'
import { deltaELabel } from '../../shared/item-codes/replacements'
import { fill } from '../../shared/text/fill'
import { AvailabilityMark } from '../../shared/ui/AvailabilityMark'
import type { LineReplacement } from '../line-replacements'
import { REPLACE_PARAM, replaceValue, type ItemRef, type RequestLine } from '../lines'
import type { LineWords } from './shown-line'

type Props = {
  /** The line's product and discontinued code. */
  from: ItemRef
  replacements: LineReplacement[]
  /** The list's lines: a replacement it holds already is not offered again. */
  listed: RequestLine[]
  headingId: string
  a: LineWords
  /** With JavaScript: the button's value, for the list to swap the code in the browser; without, the button submits the list's form. */
  onReplace?: (value: string) => void
}

/**
 * Under a request line whose item code is discontinued now (issue 52): it says so, and names the
 * nearest codes still made, each linked to its product page with its colour difference, and a
 * button of the list's form that puts it in the line's place, the quantity and note kept.
 */
export function DiscontinuedLine({ from, replacements, listed, headingId, a, onReplace }: Props) {
  const replace = (value: string) => (event: MouseEvent<HTMLButtonElement>) => {
    if (!onReplace) return
    event.preventDefault()
    onReplace(value)
  }
  return (
    <div role="note" className="mt-2 rounded-lg bg-stone-50 px-3 py-2 text-sm ring-1 ring-stone/15" data-line-discontinued>
      <p>{a.lineDiscontinued}</p>
      {replacements.length > 0 && (
        <>
          <p className="mt-1 font-semibold" id={headingId}>
            {a.lineReplacements}
          </p>
          <ul aria-labelledby={headingId} data-line-replacements>
            {replacements.map(({ item, ...replacement }) => {
              const value = item && !listed.some((line) => line.product === item.product && line.code === item.code) ? replaceValue(from, item) : undefined
              return (
                <li key={`${replacement.productSlug}/${replacement.itemCode}`} className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1" data-replacement={replacement.itemCode} data-group={replacement.group}>
                  {replacement.hex && <span aria-hidden className="h-3.5 w-3.5 rounded-full ring-1 ring-black/20" style={{ background: replacement.hex }} />}
                  <a href={productAddress(replacement.productSlug, replacement.itemCode)} className="font-semibold text-gold-dark hover:underline">
                    {replacement.itemCode}
                  </a>
                  <span className="text-stone">{replacement.productName}</span>
                  {replacement.deltaE !== null && (
                    <span className="text-xs text-stone" title={a.deltaEHint} data-delta-e>
                      {fill(a.deltaE, { value: deltaELabel(replacement.deltaE) })}
                    </span>
                  )}
                  <AvailabilityMark availability={replacement.availability} text={a[replacement.availability]} compact />
                  {value && (
                    <button
                      type="submit"
                      name={REPLACE_PARAM}
                      value={value}
                      onClick={replace(value)}
                      className="rounded-full border border-gold/60 bg-white px-2.5 py-0.5 text-xs font-semibold text-ink hover:bg-gold/15"
                      data-replace-line
                    >
                      {fill(a.replaceWith, { code: replacement.itemCode })}
                    </button>
                  )}
                </li>
              )
            })}
          </ul>
        </>
      )}
    </div>
  )
}
