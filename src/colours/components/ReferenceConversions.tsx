import type { Messages } from '@/i18n/messages'
import type { SiteLocale } from '@/shared/locales'
import type { Conversion } from '../references/convert'
import { referenceLabel } from '../references/reads'
import { ColourResults } from './ColourResults'
import { CustomShadeOffer } from './CustomShadeOffer'

type Props = { locale: SiteLocale; labels: Messages['colours']; conversions: Conversion[]; headingLevel?: 'h2' | 'h3' }

/**
 * Other brands' shades a buyer named (issue 30.1), each as its swatch beside the KINSEN item codes
 * nearest to it (the pinned equivalent first), with the colour finder's closeness labels; on the
 * colour finder and in the site search.
 */
export function ReferenceConversions({ locale, labels, conversions, headingLevel: Heading = 'h2' }: Props) {
  const c = labels.conversion
  return (
    <div className="flex flex-col gap-10" data-conversions>
      {conversions.map(({ reference, matches }) => {
        const label = referenceLabel(reference)
        return (
          <section key={reference.id} aria-labelledby={`reference-${reference.id}`} data-reference={label}>
            <div className="flex items-center gap-4">
              <span aria-hidden className="h-16 w-16 shrink-0 rounded-xl ring-1 ring-black/20" style={{ background: reference.hex }} />
              <div className="min-w-0">
                <Heading id={`reference-${reference.id}`} className="font-serif text-2xl break-words">
                  {c.heading(label)}
                </Heading>
                <p className="text-sm text-stone">
                  {[reference.name, reference.hex.toUpperCase()].filter(Boolean).join(' · ')}
                </p>
              </div>
            </div>
            <p className="mt-3 text-sm text-stone">{c.nearestNote}</p>
            {reference.demo && (
              <p className="mt-1 text-sm text-stone" data-demo-reference>
                {c.demo}
              </p>
            )}
            {/* No code is close: the custom-shade offer, as the colour finder makes it for a typed colour (issue 50.7). */}
            {matches[0]?.closeness === 'notClose' && !matches[0].pinned && <CustomShadeOffer labels={labels} className="mt-3" />}
            <ColourResults locale={locale} labels={labels} matches={matches} />
          </section>
        )
      })}
    </div>
  )
}
