import type { Messages } from '@/i18n/messages'

type Props = { labels: Messages['colours']; hex: string; typed: string; invalid: boolean }

/**
 * Two GET forms on /colours, so the page works without JavaScript: the
 * browser's own colour picker, and a box for a hex or RGB value. Both send
 * `hex`, which the server reads (see ../colour-input.ts).
 */
export function ColourForms({ labels, hex, typed, invalid }: Props) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form action="/colours" method="get" className="rounded-2xl bg-white p-6 ring-1 ring-black/5">
        <h2 className="font-serif text-xl">{labels.pickTitle}</h2>
        <div className="mt-4 flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor="colour-pick" className="text-sm font-medium">
              {labels.pickLabel}
            </label>
            <input id="colour-pick" type="color" name="hex" defaultValue={hex} className="h-12 w-24 cursor-pointer rounded-lg border border-stone/40 bg-white p-1" />
          </div>
          <button type="submit" className="button-gold px-4 py-2">
            {labels.find}
          </button>
        </div>
      </form>
      <form action="/colours" method="get" className="rounded-2xl bg-white p-6 ring-1 ring-black/5">
        <h2 className="font-serif text-xl">{labels.typeTitle}</h2>
        <div className="mt-4 flex flex-col gap-1">
          <label htmlFor="colour-text" className="text-sm font-medium">
            {labels.typeLabel}
          </label>
          {/* The button goes under the field where both do not fit on one row (a 320 px phone in Chinese): the field keeps room for a whole value. */}
          <div className="flex flex-wrap gap-2">
            <input
              id="colour-text"
              type="text"
              name="hex"
              defaultValue={typed}
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={invalid ? 'colour-hint colour-error' : 'colour-hint'}
              aria-invalid={invalid || undefined}
              className="input-field min-w-[11rem] flex-1 basis-44"
            />
            <button type="submit" className="button-gold shrink-0 px-4 py-2 whitespace-nowrap">
              {labels.find}
            </button>
          </div>
          <p id="colour-hint" className="text-sm text-stone">
            {labels.typeHint}
          </p>
        </div>
      </form>
    </div>
  )
}
