'use client'
import type { MouseEvent } from 'react'
import type { Messages } from '../../i18n/messages'
import { LINE_UNITS, requestPath, type RequestLine } from '../lines'
import type { LineWords, ShownLine } from './shown-line'
import { productAddress } from '../../shared/item-codes/product-address'
import { AvailabilityMark } from '../../shared/ui/AvailabilityMark'
import { DiscontinuedLine } from './DiscontinuedLine'

type Props = {
  lines: ShownLine[]
  t: Messages['requests']
  a: LineWords
  /** With JavaScript: the edited list (kept in the browser, the address updated); without, the form and links reload the page. */
  onChange?: (lines: RequestLine[]) => void
  /** With JavaScript: a line's code replaced (the value of its button, lines.ts replaceValue); without, the button submits the list's form. */
  onReplace?: (value: string) => void
}

const inputClass = 'rounded-md border border-stone/30 bg-white px-2 py-1.5 text-sm focus:border-gold focus:outline-none'

/**
 * The list's lines, each with samples or quote, quantity and unit, and a note.
 * It is a GET form to /request: without JavaScript "Update list" reloads the
 * page with the edited lines and "Remove" is a link to the list without the
 * line; with JavaScript every change is kept at once.
 */
export function RequestLines({ lines, t, a, onChange, onReplace }: Props) {
  const plain = lines.map((entry) => entry.line)
  const edit = (index: number, patch: Partial<RequestLine>) => onChange?.(plain.map((line, at) => (at === index ? { ...line, ...patch } : line)))
  const remove = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onChange) return
    event.preventDefault()
    onChange(plain.filter((_, at) => at !== index))
  }
  const offersReplacements = lines.some((entry) => entry.replacements?.some((replacement) => replacement.item))
  return (
    <form method="get" action="/request" onSubmit={(event) => onChange && event.preventDefault()} data-request-lines>
      {/* Enter in a field submits with the form's first button: "Update list", never a line's "Add … instead". */}
      {offersReplacements && (
        <button type="submit" tabIndex={-1} aria-hidden className="sr-only">
          {t.update}
        </button>
      )}
      <ul className="divide-y divide-stone/15">
        {lines.map((entry, index) => {
          const { line } = entry
          const { code } = line
          const name = `${entry.productName || `#${line.product}`} ${entry.itemCode ?? t.anyShade}`
          const id = (field: string) => `line-${index}-${field}`
          return (
            <li key={`${line.product}.${line.code ?? 0}`} className="grid gap-3 py-4 sm:grid-cols-[1fr_auto]" data-request-line={`${line.product}.${line.code ?? 0}`}>
              <input type="hidden" name="p" value={line.product} />
              <input type="hidden" name="c" value={line.code ?? 0} />
              <div>
                <p className="font-semibold">
                  {entry.slug ? (
                    <a href={productAddress(entry.slug, entry.itemCode)} className="hover:text-gold-dark hover:underline">
                      {entry.productName}
                    </a>
                  ) : (
                    entry.productName || `#${line.product}`
                  )}
                </p>
                <p className="flex items-center gap-2 text-sm text-stone">
                  {entry.shadeHex && <span aria-hidden className="h-3.5 w-3.5 rounded-full ring-1 ring-black/20" style={{ background: entry.shadeHex }} />}
                  {entry.itemCode ?? t.anyShade}
                </p>
                {entry.available && entry.availability && entry.availabilityText && <AvailabilityMark availability={entry.availability} text={entry.availabilityText} compact className="mt-1" />}
                {!entry.available && (
                  <p role="note" className="mt-1 text-sm text-red-700">
                    {t.unavailable}
                  </p>
                )}
                {entry.available && entry.availability === 'discontinued' && code && (
                  <DiscontinuedLine from={{ product: line.product, code }} replacements={entry.replacements ?? []} listed={plain} headingId={id('replacements')} a={a} onReplace={onReplace} />
                )}
              </div>
              <a
                href={requestPath(plain.filter((_, at) => at !== index))}
                onClick={remove(index)}
                aria-label={`${t.remove}: ${name}`}
                className="self-start text-sm font-semibold text-red-700 hover:underline sm:justify-self-end"
                data-remove-line
              >
                {t.remove}
              </a>
              <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
                <fieldset className="flex gap-3 text-sm">
                  <legend className="sr-only">{`${t.kind}: ${name}`}</legend>
                  {(['samples', 'quote'] as const).map((kind) => (
                    <label key={kind} className="flex items-center gap-1.5">
                      <input type="radio" name={`k${index}`} value={kind} checked={line.kind === kind} onChange={() => edit(index, { kind })} />
                      {kind === 'quote' ? t.quote : t.samples}
                    </label>
                  ))}
                </fieldset>
                <label className="flex flex-col text-xs text-stone" htmlFor={id('quantity')}>
                  {t.quantity}
                  <input
                    id={id('quantity')}
                    type="number"
                    name="q"
                    min={1}
                    max={1000000}
                    value={line.quantity}
                    onChange={(event) => edit(index, { quantity: Math.max(1, Math.round(Number(event.target.value) || 1)) })}
                   
                    className={`${inputClass} w-24`}
                  />
                </label>
                <label className="flex flex-col text-xs text-stone" htmlFor={id('unit')}>
                  {t.unit}
                  <select id={id('unit')} name="u" value={line.unit} onChange={(event) => edit(index, { unit: event.target.value === 'metres' ? 'metres' : 'cones' })} className={inputClass}>
                    {LINE_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {unit === 'metres' ? t.metres : t.cones}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex min-w-48 flex-1 flex-col text-xs text-stone" htmlFor={id('note')}>
                  {t.note}
                  <input id={id('note')} name="n" maxLength={500} value={line.note} onChange={(event) => edit(index, { note: event.target.value })} className={inputClass} />
                </label>
              </div>
            </li>
          )
        })}
      </ul>
      {!onChange && (
        <button type="submit" className="button-gold mt-2 px-4 py-2 text-sm">
          {t.update}
        </button>
      )}
    </form>
  )
}
