import type { getMessages } from '../../i18n/messages'
import type { Request } from '../../payload-types'
import { quantityText } from '../quantity-text'

type Words = ReturnType<typeof getMessages>['requests']
type Line = NonNullable<Request['lines']>[number]

/**
 * One line as stored from the catalogue: product, item code, what is wanted
 * and how much, and the specification copied when the request arrived. The
 * visitor's own note is added only for the owner.
 */
function lineText(line: Line, index: number, words: Words, withNote: boolean): string {
  const head = `${index + 1}. ${line.productName}${line.itemCodeText ? ` ${line.itemCodeText}` : ` (${words.anyShade})`}`
  const wanted = `   ${line.kind === 'quote' ? words.quote : words.samples}: ${quantityText(line.quantity, line.unit === 'metres' ? 'metres' : 'cones', words)}`
  const note = withNote && line.note ? `   ${words.note}: ${line.note}` : ''
  const spec = line.specification ? line.specification.split('\n').map((row) => `   ${row}`).join('\n') : ''
  return [head, wanted, note, spec].filter(Boolean).join('\n')
}

/** The whole request as plain text, for the owner (in English): the buyer's details, their message and the lines with notes. */
export function ownerRequestText(request: Request, words: Words): string {
  return [
    `${words.name}: ${request.name}`,
    `${words.company}: ${request.company}`,
    `${words.email}: ${request.email}`,
    request.phone ? `${words.phone}: ${request.phone}` : '',
    `${words.country}: ${request.country}`,
    '',
    request.message,
    '',
    ...(request.lines ?? []).map((line, index) => lineText(line, index, words, true)),
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
export function buyerCopyText(request: Request, words: Words): string {
  return [words.mailIntro, '', ...(request.lines ?? []).map((line, index) => lineText(line, index, words, false))].join('\n')
}
