import Link from 'next/link'
import type { Messages } from '@/i18n/messages'
import type { SiteLocale } from '@/shared/locales'
import type { ColourMatch } from '../search'
import { fill } from '../../shared/text/fill'
import { productAddress } from '../../shared/item-codes/product-address'
import { ShadeAvailabilityMark } from './ShadeAvailabilityMark'

type Props = { locale: SiteLocale; labels: Messages['colours']; matches: ColourMatch[] }

const closenessStyle = {
  exact: 'bg-ink text-white',
  veryClose: 'bg-gold text-ink',
  close: 'bg-cream text-ink ring-1 ring-stone/30',
  notClose: 'bg-white text-stone ring-1 ring-stone/40',
} as const

/** The matching item codes: swatch, code, product, how close, its availability unless in stock, and a link to the product with the code chosen. */
export function ColourResults({ locale, labels, matches }: Props) {
  return (
    <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-results>
      {matches.map((match) => {
        const product = match.product.name[locale]
        return (
          <li key={match.id} data-code={match.code}>
            <Link
              href={productAddress(match.product.slug, match.code)}
              className="flex h-full items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-black/5 transition hover:ring-gold"
            >
              <span aria-hidden className="h-14 w-14 shrink-0 rounded-full ring-1 ring-black/20" style={{ background: match.hex }} />
              <span className="min-w-0">
                <span className="block font-semibold break-words">{match.code}</span>
                <span className="block text-sm break-words text-stone">{product}</span>
                <span className="mt-1 flex flex-wrap items-center gap-2 text-xs">
                  {match.pinned && (
                    <span className="rounded-full bg-gold-dark px-2 py-0.5 font-medium text-white" data-pinned>
                      {labels.conversion.pinned}
                    </span>
                  )}
                  <span className={`rounded-full px-2 py-0.5 font-medium ${closenessStyle[match.closeness]}`} data-closeness={match.closeness}>
                    {labels.closeness[match.closeness]}
                  </span>
                  <span className="text-stone">
                    {fill(labels.distance, { value: match.distance.toFixed(1) })} · {match.hex.toUpperCase()}
                  </span>
                  <ShadeAvailabilityMark shade={match} locale={locale} />
                </span>
              </span>
            </Link>
          </li>
        )
      })}
    </ol>
  )
}
