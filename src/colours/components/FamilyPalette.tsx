import Link from 'next/link'
import type { Messages } from '@/i18n/messages'
import { COLOUR_FAMILIES, FAMILY_REFERENCE, FAMILY_SWATCHES, type ColourFamily } from '../families'
import { fill } from '../../shared/text/fill'

type Props = { labels: Messages['colours']; current?: ColourFamily }

/**
 * The colour families, each a link to its item codes and four swatches that
 * search near their shade. The first swatch, ringed, is the one the family's
 * list is ranked from, and the card names it.
 */
export function FamilyPalette({ labels, current }: Props) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {COLOUR_FAMILIES.map((family) => {
        const name = labels.families[family]
        return (
          <li key={family} className="rounded-xl bg-white p-4 ring-1 ring-black/5" data-family={family}>
            <Link
              href={`/colours?family=${family}`}
              aria-current={current === family ? 'page' : undefined}
              className={`font-medium underline-offset-2 hover:underline ${current === family ? 'text-gold-dark underline' : 'text-ink'}`}
            >
              {fill(labels.familyLink, { family: name })}
            </Link>
            <ul className="mt-3 flex gap-2">
              {FAMILY_SWATCHES[family].map((hex) => (
                <li key={hex}>
                  <Link
                    href={`/colours?hex=${hex.slice(1)}`}
                    aria-label={fill(labels.swatchLink, { hex: hex.toUpperCase() })}
                    title={hex.toUpperCase()}
                    className={`block h-11 w-11 rounded-full transition hover:scale-105 ${hex === FAMILY_REFERENCE[family] ? 'ring-2 ring-gold-dark ring-offset-2' : 'ring-1 ring-black/20'}`}
                    style={{ background: hex }}
                  />
                </li>
              ))}
            </ul>
            <p className="mt-3 text-xs text-stone" data-family-reference>
              {fill(labels.familyReferenceNote, { hex: FAMILY_REFERENCE[family].toUpperCase() })}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
