import { getMessages } from '@/i18n/messages'
import type { SiteLocale } from '@/shared/locales'
import { findConversions } from '../queries'
import { ReferenceConversions } from './ReferenceConversions'

/** For the site search (given by its route): the other brands' shades a query names, converted; null when it names none. */
export async function searchConversions(locale: SiteLocale, query: string) {
  const conversions = await findConversions(locale, query)
  if (conversions.length === 0) return null
  return <ReferenceConversions locale={locale} labels={getMessages(locale).colours} conversions={conversions} />
}
