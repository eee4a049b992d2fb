import type { getMessages } from '../../i18n/messages'
import type { Request } from '../../payload-types'

/** The request as plain text, in the words of one language: for the owner (English) and the buyer's copy (their language). */
export function requestText(request: Request, words: ReturnType<typeof getMessages>['requests']): string {
  const lines = (request.lines ?? []).map((line, index) => {
    const head = `${index + 1}. ${line.productName}${line.itemCodeText ? ` ${line.itemCodeText}` : ` (${words.anyShade})`}`
    const wanted = `   ${line.kind === 'quote' ? words.quote : words.samples}: ${line.quantity} ${line.unit === 'metres' ? words.metres : words.cones}`
    const note = line.note ? `   ${words.note}: ${line.note}` : ''
    const spec = line.specification ? line.specification.split('\n').map((row) => `   ${row}`).join('\n') : ''
    return [head, wanted, note, spec].filter(Boolean).join('\n')
  })
  return [
    `${words.name}: ${request.name}`,
    `${words.company}: ${request.company}`,
    `${words.email}: ${request.email}`,
    request.phone ? `${words.phone}: ${request.phone}` : '',
    `${words.country}: ${request.country}`,
    '',
    request.message,
    '',
    ...lines,
  ]
    .filter((line, index) => line !== '' || index > 4)
    .join('\n')
}
