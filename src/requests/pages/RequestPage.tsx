import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { pageMetadata } from '@/seo/metadata'
import { PageHero } from '@/shared/ui/PageHero'
import { policyParagraphs } from '@/site-settings/company-identity'
import { getSiteSettings } from '@/site-settings/queries'
import { RequestWorkspace } from '../components/RequestWorkspace'
import { lineWords, shownLine } from '../components/shown-line'
import { randomBytes } from 'node:crypto'
import { readFlash } from '../../platform/http/form-flash'
import { SUBMISSION_FIELD, submissionKeyOf } from '../schemas'
import { isFullFor, parseAdd } from '../lines'
import { KEPT_PARAM, listOfAddress } from '../list-cookie'
import { resolveLines } from '../reads'
import { lineReplacements } from '../line-replacements'
import type { ReplacementsOf } from '@/shared/item-codes/replacements'

type Query = Record<string, string | string[] | undefined>
export type RequestPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Query> }
/**
 * `replacementsOf`: the colours domain's ranking of the codes that replace a discontinued one, which the
 * route composing the page hands in (the requests domain does not import another domain).
 */
export type RequestPageBands = { replacementsOf?: ReplacementsOf }

const withoutAdd = (params: URLSearchParams) => {
  const rest = new URLSearchParams(params)
  rest.delete('add')
  return rest
}

/** The address's query as URLSearchParams (a repeated name keeps every value, in order). */
function paramsOf(query: Query): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) for (const entry of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, entry)
  return params
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
 * line or a refused form in the address, or a list kept in the buyer's cookie
 * (src/proxy.ts → list-query/request, list-cookie.ts), it is rendered per
 * request with the lines' names and availability read from the catalogue.
 */
export async function RequestPage({ params, searchParams, replacementsOf }: RequestPageProps & RequestPageBands) {
  const locale = await routeLocale(params)
  const query = await searchParams
  const messages = getMessages(locale)
  const t = messages.requests
  const address = paramsOf(query)
  const added = parseAdd(address.get('add'))
  const lines = listOfAddress(address)
  // A line asked for that a full list could not take: said, not dropped in silence.
  const full = added ? isFullFor(listOfAddress(withoutAdd(address)), added) : false
  const payload = lines.length > 0 ? await getPayload({ config }) : undefined
  const resolved = payload ? await resolveLines(payload, locale, lines) : []
  // A line whose code is discontinued now offers the nearest codes still made, each one press away.
  const replacements = payload ? await lineReplacements(payload, locale, resolved, replacementsOf) : new Map()
  const settings = await getSiteSettings(locale)
  const privacy = { title: messages.policies.privacyTitle, paragraphs: policyParagraphs(settings.privacyPolicy, messages.policies.privacy) }
  const source = added ? 'add' : address.has(KEPT_PARAM) ? 'kept' : address.has('p') || address.has('lines') ? 'lines' : 'none'
  const flash = await readFlash(address.get('form') ?? undefined)
  // A page with lines is drawn per request (the plain /request is one cached page, whose form gets its key in
  // the browser): its form carries a key of its own, or the refused form's, so a second post is the same request.
  const submissionKey = lines.length > 0 ? (submissionKeyOf(flash?.values[SUBMISSION_FIELD]) ?? randomBytes(16).toString('hex')) : undefined
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <RequestWorkspace key={JSON.stringify(lines)} lines={resolved.map((entry, index) => shownLine(entry, messages.availability, locale, replacements.get(index)))} source={source} full={full} t={t} a={lineWords(messages.availability)} locale={locale} flash={flash} privacy={privacy} submissionKey={submissionKey} />
    </>
  )
}
