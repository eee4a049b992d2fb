import { getMessages } from '../i18n/messages'
import { productAddress } from '../shared/item-codes/product-address'
import { htmlLang, type SiteLocale } from '../shared/locales'
import { fill } from '../shared/text/fill'
import type { Unaddable } from './addable'
import { addParam, type RequestLine } from './lines'

/** The proxy waits this long for the answer; past it the line is added, and the list says it is discontinued. */
const CHECK_TIMEOUT_MS = 3000

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The answer to /request?add=… when the item code it names is discontinued (issue 52): 409, in the
 * visitor's language, nothing added. Only a link kept from before leads here (the product page no
 * longer offers the code), so it says why and where the nearest codes still made are. A small page of
 * its own, drawn by the proxy: the list's page cannot answer with a status of its own.
 */
export function refusalPage(locale: SiteLocale, refused: Unaddable): Response {
  const t = getMessages(locale)
  const title = fill(t.availability.noticeTitle, { code: refused.itemCode })
  const links = [
    ...(refused.productSlug ? [`<a href="${escapeHtml(productAddress(refused.productSlug, refused.itemCode))}">${escapeHtml(t.requests.seeReplacements)}</a>`] : []),
    `<a href="/request">${escapeHtml(t.requests.view)}</a>`,
  ]
  const html = `<!DOCTYPE html><html lang="${htmlLang(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p data-not-addable>${escapeHtml(fill(t.requests.notAddable, { code: refused.itemCode }))}</p><p>${links.join(' · ')}</p></main></body></html>`
  return new Response(html, { status: 409, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

/**
 * The refusal of a line that names a discontinued item code, or undefined. The proxy reads no
 * database: it asks the app (GET /api/requests/addable) on the server's own address, which Next
 * gives the proxy's request (localhost and the port it listens on), in plain HTTP whatever the
 * visitor's scheme. Should the app not answer, nothing is refused: the list then shows the line as
 * discontinued, with its replacements.
 */
export async function refusedAddition(serverUrl: URL, locale: SiteLocale, line: RequestLine): Promise<Response | undefined> {
  if (!line.code) return undefined
  const check = new URL('/api/requests/addable', serverUrl.origin)
  check.protocol = 'http:'
  check.search = new URLSearchParams({ add: addParam(line.product, line.code), locale }).toString()
  try {
    const answer = await fetch(check, { cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS), headers: { Accept: 'application/json' } })
    if (answer.status !== 409) return undefined
    const refused = (await answer.json()) as Unaddable
    return typeof refused.itemCode === 'string' ? refusalPage(locale, refused) : undefined
  } catch {
    return undefined
  }
}
