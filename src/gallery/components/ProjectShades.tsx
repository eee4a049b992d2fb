import Link from 'next/link'
import type { Messages } from '../../i18n/messages'
import { shadeSheen } from '../../shared/item-codes/shade-finish'
import { HeadedSection } from '../../shared/ui/HeadedSection'
import type { ProjectShade } from '../shades'
import { productAddress } from '../../shared/item-codes/product-address'
import { AvailabilityMark } from '../../shared/ui/AvailabilityMark'

/**
 * A project's shades (issue 30.4): each item code it was made with as a swatch with the light of
 * its finish, its code and its product, opening the product on that code.
 */
export function ProjectShades({ shades, t }: { shades: ProjectShade[]; t: Messages['gallery'] }) {
  if (shades.length === 0) return null
  return (
    <HeadedSection id="project-shades" title={t.shadesTitle}>
      <p className="mt-2 text-sm text-stone">{t.shadesIntro}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-project-shades>
        {shades.map((shade) => (
          <li key={shade.id}>
            <Link
              href={productAddress(shade.productSlug, shade.itemCode)}
              className="flex h-full flex-col gap-2 rounded-lg border border-gold/30 bg-white p-3 transition hover:border-gold hover:bg-gold/10"
              data-shade={shade.itemCode}
            >
              <span
                aria-hidden="true"
                data-finish={shade.finish}
                className="block aspect-[3/2] w-full rounded-md ring-1 ring-black/15"
                style={{ backgroundColor: shade.shadeHex ?? '#e7e2d8', backgroundImage: shadeSheen(shade.finish) }}
              />
              <span className="font-mono text-sm font-semibold text-ink">{shade.itemCode}</span>
              <span className="text-xs text-stone">{shade.productName}</span>
              <AvailabilityMark availability={shade.availability} text={shade.availabilityText} compact className="self-start" />
            </Link>
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
