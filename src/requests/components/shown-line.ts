import type { Availability } from '../../shared/item-codes/availability'
import { availabilityText, type AvailabilityWords } from '../../shared/item-codes/availability-text'
import type { SiteLocale } from '../../shared/locales'
import type { Messages } from '../../i18n/messages'
import type { LineReplacement } from '../line-replacements'
import type { ResolvedLine } from '../reads'

type AvailabilityMessages = Messages['availability']

/**
 * What the request page shows of a line (the specification stays on the server): its item code's
 * availability now, in the page's words, and for a discontinued code the nearest replacements.
 */
export type ShownLine = Omit<ResolvedLine, 'specification' | 'availability'> & { availability?: Availability; availabilityText?: string; replacements?: LineReplacement[] }

export const shownLine = ({ specification: _specification, availability, ...shown }: ResolvedLine, words: AvailabilityWords, locale: SiteLocale, replacements?: LineReplacement[]): ShownLine => ({
  ...shown,
  ...(availability ? { availability: availability.availability, availabilityText: availabilityText(availability, words, locale) } : {}),
  ...(replacements?.length ? { replacements } : {}),
})

/** The words a line needs of the site's `availability` messages: only those travel to the browser with the list. */
export type LineWords = Pick<AvailabilityMessages, Availability | 'lineDiscontinued' | 'lineReplacements' | 'replaceWith' | 'deltaE' | 'deltaEHint'>
export const lineWords = (words: AvailabilityMessages): LineWords => ({
  'in-stock': words['in-stock'],
  'made-to-order': words['made-to-order'],
  limited: words.limited,
  discontinued: words.discontinued,
  lineDiscontinued: words.lineDiscontinued,
  lineReplacements: words.lineReplacements,
  replaceWith: words.replaceWith,
  deltaE: words.deltaE,
  deltaEHint: words.deltaEHint,
})
