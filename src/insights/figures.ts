import type { PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import type { StoredFigure } from '../shared/insights/events'
import { type SiteLocale, readAs } from '../shared/locales'
import { INSIGHTS } from './collections/Insights'
import { dayOf } from './counting'

/** The figures by the names the API and the CSV use. */
export const FIGURE_NAMES = {
  views: 'view',
  codes: 'code',
  datasheets: 'datasheet',
  searches: 'search',
  'searches-empty': 'search-empty',
  colours: 'colour',
  requests: 'requests',
  likes: 'likes',
} as const satisfies Record<string, StoredFigure | 'requests' | 'likes'>
export type FigureName = keyof typeof FIGURE_NAMES

const DAY_MS = 24 * 60 * 60 * 1000
export const DEFAULT_DAYS = 90
const MAX_DAYS = 366
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && dayOf(new Date(`${day}T00:00:00Z`)) === day)

export type DayRange = { from: string; to: string }

/** from and to (YYYY-MM-DD, both included) from a query; the last 90 days when both are absent. */
export function parseRange(params: URLSearchParams, now = new Date()): DayRange | undefined {
  const to = params.get('to') ?? dayOf(now)
  const from = params.get('from') ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS))
  if (!isoDay.safeParse(from).success || !isoDay.safeParse(to).success) return undefined
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS
  return span >= 0 && span < MAX_DAYS ? { from, to } : undefined
}

/** Every day of a range, in order. */
export function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = []
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) days.push(dayOf(new Date(time)))
  return days
}

/** `networks` and `found`: of the counted figures' rows (the networks it was counted from that day, and a search proven to have found something). */
export type Row = { day: string; key: string; count: number; networks?: number; found?: boolean }

const createdWithin = ({ from, to }: DayRange): Where => ({
  and: [{ createdAt: { greater_than_equal: `${from}T00:00:00.000Z` } }, { createdAt: { less_than: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString() } }],
})

/** The day-by-key counts of one figure in a range, read with the caller's own rights. */
export async function figureRows(req: PayloadRequest, name: FigureName, range: DayRange): Promise<Row[]> {
  const figure = FIGURE_NAMES[name]
  if (figure === 'requests') return requestRows(req, range)
  if (figure === 'likes') return likeRows(req, range)
  const { docs } = await req.payload.find({
    collection: INSIGHTS,
    where: { and: [{ figure: { equals: figure } }, { day: { greater_than_equal: range.from } }, { day: { less_than_equal: range.to } }] },
    select: { day: true, key: true, count: true, networks: true, found: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: false,
    req,
  })
  return docs.map((doc) => ({ day: doc.day, key: doc.key, count: Number(doc.count), networks: Number(doc.networks ?? 0), found: Boolean(doc.found) }))
}

/** Each request line's item code (or its product's name, where the buyer chose no shade), by the day the request came. */
async function requestRows(req: PayloadRequest, range: DayRange): Promise<Row[]> {
  const { docs } = await req.payload.find({ collection: 'requests', where: createdWithin(range), select: { createdAt: true, lines: true }, depth: 0, limit: 0, pagination: false, overrideAccess: false, req })
  return docs.flatMap((request) => (request.lines ?? []).map((line) => ({ day: dayOf(new Date(request.createdAt)), key: line.itemCodeText || line.productName, count: 1 })))
}

/** Likes given, by day and news item (the votes' own rows: a like counts once per visitor, item and day). */
async function likeRows(req: PayloadRequest, range: DayRange): Promise<Row[]> {
  // The votes are nobody's to read over the API; their number is part of the figures administrators read.
  const { docs } = await req.payload.find({ collection: 'news-like-votes', where: { and: [createdWithin(range), { liked: { equals: 1 } }] }, select: { createdAt: true, newsItem: true }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req })
  return docs.map((vote) => ({ day: dayOf(new Date(vote.createdAt)), key: String(vote.newsItem), count: 1 }))
}

/** Several: a search's words are listed once at least this many networks typed them. */
export const SEVERAL_NETWORKS = 3

/**
 * The rows of the searches whose words the lists may show: those the search page proved found
 * something on a day of the range, and those typed from several networks (each day's networks,
 * added over the range: one network counts once a day, however many addresses it uses). Any other
 * text could be one client's, put there to be read by the owner.
 */
export function listableSearches(rows: Row[]): Row[] {
  const found = new Set<string>()
  const networks = new Map<string, number>()
  for (const row of rows) {
    if (row.found) found.add(row.key)
    networks.set(row.key, (networks.get(row.key) ?? 0) + (row.networks ?? 0))
  }
  return rows.filter((row) => found.has(row.key) || (networks.get(row.key) ?? 0) >= SEVERAL_NETWORKS)
}

export type Ranked = { key: string; count: number; label?: string; shadeHex?: string | null }

/** The keys with the highest totals, most first (ties by key). */
export function topKeys(rows: Row[], limit = 10): Ranked[] {
  const totals = new Map<string, number>()
  for (const row of rows) totals.set(row.key, (totals.get(row.key) ?? 0) + row.count)
  return [...totals].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)).slice(0, limit)
}

/** Totals per day over the whole range, zero where nothing was counted. */
export function perDay(rows: Row[], days: string[]): number[] {
  const totals = new Map<string, number>()
  for (const row of rows) totals.set(row.day, (totals.get(row.day) ?? 0) + row.count)
  return days.map((day) => totals.get(day) ?? 0)
}

export type Summary = {
  from: string
  to: string
  days: string[]
  perDay: Record<FigureName, number[]>
  top: { products: Ranked[]; codes: Ranked[]; datasheets: Ranked[]; searches: Ranked[]; searchesEmpty: Ranked[]; colours: Ranked[]; requestedCodes: Ranked[]; discontinuedCodes: Ranked[] }
  /** Whether any figure of the range was seeded with the demo content. */
  demo: boolean
}

/** Everything the dashboard draws, for a range (GET /api/insights/summary). */
export async function summarise(req: PayloadRequest, range: DayRange, locale: SiteLocale): Promise<Summary> {
  const names = Object.keys(FIGURE_NAMES) as FigureName[]
  const rows = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await figureRows(req, name, range)] as const))) as Record<FigureName, Row[]>
  const days = daysOf(range)
  const top = {
    products: await withProductNames(req, topKeys(rows.views), locale),
    codes: await withShades(req, topKeys(rows.codes)),
    datasheets: await withShades(req, topKeys(rows.datasheets)),
    searches: topKeys(listableSearches(rows.searches)),
    searchesEmpty: topKeys(listableSearches(rows['searches-empty'])),
    colours: topKeys(rows.colours).map((entry) => ({ ...entry, shadeHex: entry.key })),
    // Lines naming an item code: a line for a product in any shade has no colour to show.
    requestedCodes: (await withShades(req, topKeys(rows.requests, 50))).filter((entry) => entry.shadeHex).slice(0, 10),
    discontinuedCodes: await discontinuedAmong(req, rows.codes),
  }
  const demo = await req.payload.count({ collection: INSIGHTS, where: { and: [{ demo: { equals: true } }, { day: { greater_than_equal: range.from } }, { day: { less_than_equal: range.to } }] }, overrideAccess: false, req })
  return { from: range.from, to: range.to, days, perDay: Object.fromEntries(names.map((name) => [name, perDay(rows[name], days)])) as Record<FigureName, number[]>, top, demo: demo.totalDocs > 0 }
}

async function withProductNames(req: PayloadRequest, ranked: Ranked[], locale: SiteLocale): Promise<Ranked[]> {
  if (!ranked.length) return ranked
  const { docs } = await req.payload.find({ collection: 'products', where: { slug: { in: ranked.map((entry) => entry.key) } }, select: { slug: true, name: true }, ...readAs(locale), depth: 0, limit: 0, pagination: false, overrideAccess: false, req })
  const names = new Map(docs.map((doc) => [doc.slug, doc.name]))
  return ranked.map((entry) => ({ ...entry, label: names.get(entry.key) ?? entry.key }))
}

/** How many of a range's most chosen codes are looked up to find those discontinued: more than any list shows, far fewer than a catalogue. */
const DISCONTINUED_CANDIDATES = 500

/**
 * The item codes chosen on their product pages in the range that are discontinued now (issue 52),
 * most chosen first: buyers still look for them, so their replacements are worth a word.
 */
async function discontinuedAmong(req: PayloadRequest, rows: Row[]): Promise<Ranked[]> {
  const ranked = topKeys(rows, DISCONTINUED_CANDIDATES)
  if (!ranked.length) return ranked
  const { docs } = await req.payload.find({
    collection: 'item-codes',
    where: { and: [{ itemCode: { in: ranked.map((entry) => entry.key) } }, { availability: { equals: 'discontinued' } }] },
    select: { itemCode: true, shadeHex: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: false,
    req,
  })
  const shades = new Map(docs.map((doc) => [doc.itemCode, doc.shadeHex]))
  return ranked.filter((entry) => shades.has(entry.key)).slice(0, 10).map((entry) => ({ ...entry, shadeHex: shades.get(entry.key) ?? null }))
}

async function withShades(req: PayloadRequest, ranked: Ranked[]): Promise<Ranked[]> {
  if (!ranked.length) return ranked
  const { docs } = await req.payload.find({ collection: 'item-codes', where: { itemCode: { in: ranked.map((entry) => entry.key) } }, select: { itemCode: true, shadeHex: true }, depth: 0, limit: 0, pagination: false, overrideAccess: false, req })
  const shades = new Map(docs.map((doc) => [doc.itemCode, doc.shadeHex]))
  return ranked.map((entry) => ({ ...entry, shadeHex: shades.get(entry.key) ?? null }))
}
