import { addLine, cleanLine, decodeLines, encodeLines, MAX_LINES, parseAdd, REPLACE_PARAM, replaceLine, type RequestLine } from './lines'

/**
 * The request list also lives in a cookie, so that a buyer without JavaScript can collect
 * lines from several products: each "Add to request" is a plain link to /request?add=…, and
 * the list it joins is the one the cookie holds. With JavaScript the list is kept in the
 * browser's storage and written to the cookie as well (stored-lines.ts), so both ways of
 * adding see one list. The cookie is read only by /request (src/proxy.ts), never trusted:
 * its lines are cleaned as any address's are.
 */
export const LIST_COOKIE = 'request-list'
/** A month: a list being put together over several visits outlives a browser session. */
export const LIST_COOKIE_MAX_AGE = 30 * 24 * 60 * 60
/**
 * Browsers keep about 4 KB a cookie, and every request to the site carries it. A list past
 * this size (long notes on many lines) is kept without its notes in the cookie: its lines,
 * kinds and quantities still join the next product's line.
 */
export const LIST_COOKIE_LIMIT = 3_000

/**
 * The domain the cookie is shared on, so the three language sites keep one list (issue 28.6): the English
 * host without `www.`, `zh.` or `cn.` (example.com covers www., zh. and cn.example.com). None for a
 * host of one label or an IP address (localhost, 127.0.0.1): browsers keep such a cookie to the
 * host itself, as they do without a domain.
 */
export function listCookieDomain(host: string | null | undefined): string | undefined {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^(zh|cn)\./, '').replace(/^www\./, '')
  if (!name.includes('.') || /^[\d.]+$/.test(name) || name.includes(':') || name.startsWith('[')) return undefined
  return name
}

/** The Set-Cookie header that removes a list cookie kept before it was shared (one of the host alone). */
export const HOST_ONLY_LIST_COOKIE_REMOVED = `${LIST_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`

/** The value to keep in the cookie for this list ('' empties it). */
export function cookieValue(lines: RequestLine[]): string {
  const encoded = encodeLines(lines)
  if (encoded.length <= LIST_COOKIE_LIMIT) return encoded
  return encodeLines(lines.map((line) => ({ ...line, note: '' })))
}

/**
 * Marks the lines the cookie gave an address that named none: the page treats them as the list
 * kept in the browser (joined with it, the address then following), not as a share link that
 * replaces it. Only /request's rendering reads it.
 */
export const KEPT_PARAM = 'kept'

type Params = Pick<URLSearchParams, 'get' | 'getAll' | 'has'>

/** The lines of the list form without JavaScript: p, c, q, u, n per line in order, and k0, k1… (radio groups). */
export function editedLines(params: Params): RequestLine[] {
  const [products, codes, quantities, units, notes] = ['p', 'c', 'q', 'u', 'n'].map((name) => params.getAll(name))
  return products!.slice(0, MAX_LINES).flatMap((product, index) => {
    const line = cleanLine({
      product: Number(product),
      code: Number(codes![index]),
      kind: params.get(`k${index}`) ?? undefined,
      quantity: quantities![index],
      unit: units![index],
      note: notes![index],
    })
    return line ? [line] : []
  })
}

/** The list an address of /request names: an edit (a line's code perhaps replaced), a list, either with a line added. */
export function listOfAddress(params: Params): RequestLine[] {
  const named = replaceLine(params.has('p') ? editedLines(params) : decodeLines(params.get('lines')), params.get(REPLACE_PARAM))
  const added = parseAdd(params.get('add'))
  return added ? addLine(named, added) : named
}

/**
 * What /request shows for this address and cookie, as the address the page is rendered for,
 * and the cookie to keep afterwards (undefined: unchanged). An address without a list of its
 * own (plain, or only a line to add) shows the cookie's list; an address with one (an edit,
 * a share link) replaces it, as it replaces the list kept in the browser.
 */
export function requestListView(params: URLSearchParams, cookie: string | undefined): { params: URLSearchParams; cookie?: string } {
  const ownList = params.has('p') || params.has('lines')
  const kept = decodeLines(cookie)
  const shown = new URLSearchParams(params)
  if (!ownList && kept.length > 0) {
    shown.set('lines', encodeLines(kept))
    shown.set(KEPT_PARAM, '1')
  }
  if (!ownList && !params.has('add')) return { params: shown }
  const value = cookieValue(listOfAddress(shown))
  return { params: shown, cookie: value === (cookie ?? '') ? undefined : value }
}
