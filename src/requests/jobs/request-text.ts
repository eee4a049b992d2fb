import type { Messages } from '../../i18n/messages'
import type { Request } from '../../payload-types'
import { availabilityText } from '../../shared/item-codes/availability-text'
import type { SiteLocale } from '../../shared/locales'
import { quantityText } from '../quantity-text'

type Line = NonNullable<Request['lines']>[number]
/** The reader's words and language: the site's messages (requests, availability) in it. */
type Reader = { messages: Messages; locale: SiteLocale }

/**
 * One line as stored from the catalogue: product, item code, what is wanted
 * and how much, and the specification copied when the request arrived. The
 * visitor's own note is added only for the owner.
 */
function lineText(line: Line, index: number, { messages, locale }: Reader, withNote: boolean): string {
  const words = messages.requests
  const head = `${index + 1}. ${line.productName}${line.itemCodeText ? ` ${line.itemCodeText}` : ` (${words.anyShade})`}`
  const wanted = `   ${line.kind === 'quote' ? words.quote : words.samples}: ${quantityText(line.quantity, line.unit === 'metres' ? 'metres' : 'cones', words)}`
  // The item code's availability when the request was sent (issue 52), copied with the line: a request
  // for a discontinued code is still sent, and its reader sees so at once.
  const available = line.availability ? `   ${messages.availability.label}: ${availabilityText(line, messages.availability, locale)}` : ''
  const note = withNote && line.note ? `   ${words.note}: ${line.note}` : ''
  const spec = line.specification ? line.specification.split('\n').map((row) => `   ${row}`).join('\n') : ''
  return [head, wanted, available, note, spec].filter(Boolean).join('\n')
}

/** The whole request as plain text, for the owner (in English): the buyer's details, their message and the lines with notes. */
export function ownerRequestText(request: Request, reader: Reader): string {
  const words = reader.messages.requests
  return [
    `${words.name}: ${request.name}`,
    `${words.company}: ${request.company}`,
    `${words.email}: ${request.email}`,
    request.phone ? `${words.phone}: ${request.phone}` : '',
    `${words.country}: ${request.country}`,
    '',
    request.message,
    '',
    ...(request.lines ?? []).map((line, index) => lineText(line, index, reader, true)),
  ]
    .filter((line, index) => line !== '' || index > 4)
    .join('\n')
}

/**
 * The buyer's copy, in their language. It goes to an address nobody has
 * confirmed, so it holds nothing a visitor typed (no name, company, message
 * or note), only our own words and the lines as the catalogue has them:
 * otherwise anyone could have the site mail their text to anyone.
 */
export function buyerCopyText(request: Request, reader: Reader): string {
  return [reader.messages.requests.mailIntro, '', ...(request.lines ?? []).map((line, index) => lineText(line, index, reader, false))].join('\n')
}
