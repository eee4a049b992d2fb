import { getMessages } from '@/i18n/messages'
import type { SiteLocale } from '@/shared/locales'
import { AvailabilityMark } from '@/shared/ui/AvailabilityMark'
import type { Availability } from '../../shared/item-codes/availability'
import { shadeAvailabilityText } from '../availability-phrase'
import type { ShadeAvailability } from '../reads'

/**
 * A colour match's availability as the compact mark: nothing for a code in stock (most of them),
 * so only made to order, limited and discontinued catch the eye among the swatches.
 */
export function ShadeAvailabilityMark({ shade, locale, className }: { shade: { availability: Availability; facts?: ShadeAvailability }; locale: SiteLocale; className?: string }) {
  if (shade.availability === 'in-stock') return null
  return <AvailabilityMark compact availability={shade.availability} text={shadeAvailabilityText(shade, getMessages(locale).availability, locale)} className={className} />
}
