import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { pageMetadata } from '@/seo/metadata'
import { PageHero } from '@/site-settings/components/PageHero'
import { RequestWorkspace } from '../components/RequestWorkspace'
import { shownLine } from '../components/shown-line'
import { readFlash } from '../form-flash'
import { addLine, cleanLine, decodeLines, isFullFor, MAX_LINES, parseAdd, type RequestLine } from '../lines'
import { resolveLines } from '../reads'

type Query = Record<string, string | string[] | undefined>
export type RequestPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Query> }

const all = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value === undefined ? [] : [value])
const first = (value: string | string[] | undefined) => all(value)[0]

/** The lines of the list form without JavaScript: p, c, q, u, n per line in order, and k0, k1… (radio groups). */
function editedLines(query: Query): RequestLine[] {
  const [products, codes, quantities, units, notes] = ['p', 'c', 'q', 'u', 'n'].map((name) => all(query[name]))
  return products!.slice(0, MAX_LINES).flatMap((product, index) => {
    const line = cleanLine({
      product: Number(product),
      code: Number(codes![index]),
      kind: first(query[`k${index}`]),
      quantity: quantities![index],
      unit: units![index],
      note: notes![index],
    })
    return line ? [line] : []
  })
}

export async function requestPageMetadata({ params }: Pick<RequestPageProps, 'params'>): Promise<Metadata> {
  const locale = await routeLocale(params)
  const t = getMessages(locale).requests
  // A visitor's own list: not a page for search engines.
  return { ...(await pageMetadata(locale, 'contact', '/request', { title: t.title, description: t.intro })), robots: { index: false } }
}

/**
 * /request: the request list and its form. The plain address is one cached
 * page per language (the list comes from the browser); with lines, an added
 * line or a refused form in the address (src/proxy.ts → list-query/request)
 * it is rendered per request with the lines' names read from the catalogue.
 */
export async function RequestPage({ params, searchParams }: RequestPageProps) {
  const locale = await routeLocale(params)
  const query = await searchParams
  const t = getMessages(locale).requests
  const added = parseAdd(first(query.add))
  const named = query.p !== undefined ? editedLines(query) : decodeLines(first(query.lines))
  const lines = added ? addLine(named, added) : named
  // A line asked for that a full list could not take: said, not dropped in silence.
  const full = added ? isFullFor(named, added) : false
  const resolved = lines.length > 0 ? await resolveLines(await getPayload({ config }), locale, lines) : []
  const source = added ? 'add' : query.p !== undefined || query.lines !== undefined ? 'lines' : 'none'
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <RequestWorkspace key={JSON.stringify(lines)} lines={resolved.map(shownLine)} source={source} full={full} t={t} locale={locale} flash={await readFlash(first(query.form))} />
    </>
  )
}
