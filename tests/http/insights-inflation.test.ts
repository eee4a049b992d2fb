import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, createDocument, type Session } from '../helpers/http'

/**
 * The attacker's audit of the interest figures: one client inflated a product's views (one
 * address, 120 counted views a minute; 20 networks, 2,000 in seconds) and planted any text in the
 * searches lists. A visitor (address and browser, under the day's salt) now counts once per item
 * and day, what one address and one network add is capped, and the searches lists show only
 * words that found something (as the search page attests) or that several networks typed.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
/** Another browser each time: what a client that rotates its user agent sends. */
const browser = (index: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + index}.0.${index}.0 Safari/537.36`

// The promises of the caps (src/platform/limits/rate-limit.ts, INSIGHT_COUNT_CAPS): per day and figure.
const PER_ADDRESS = 20
const PER_NETWORK = 30
const PER_NETWORK_AND_ITEM = 3

let admin: Session
const products: { id: number; slug: string }[] = []

/** Networks of this file's own (100.64.0.0/10 is nobody's public space): /24 number `network`, host `host`. */
const ipv4 = (network: number, host: number) => `100.${64 + Math.floor(network / 250)}.${network % 250}.${host}`
let networks = 0
const nextNetwork = () => (networks += 1)

const beacon = (body: unknown, client: string, agent = BROWSER) =>
  api('/api/insights/beacon', { method: 'POST', body: JSON.stringify(body), headers: { 'X-Forwarded-For': client, 'User-Agent': agent } })

/** Sends them all, a few at a time (the server has two cores, and others test beside it). */
async function sendAll(beacons: (() => ReturnType<typeof beacon>)[], atOnce = 8): Promise<number[]> {
  const statuses: number[] = []
  for (let start = 0; start < beacons.length; start += atOnce) statuses.push(...(await Promise.all(beacons.slice(start, start + atOnce).map((send) => send()))).map((reply) => reply.status))
  return statuses
}

const today = () => new Date().toISOString().slice(0, 10)
/** The day's counts of one figure by key, from the CSV export (every row, not only the top ten). */
async function countsOf(figure: string): Promise<Map<string, number>> {
  const reply = await fetch(`${baseUrl()}/api/insights/export?figure=${figure}&from=${today()}&to=${today()}`, { headers: admin.authHeader })
  expect(reply.status).toBe(200)
  const rows = (await reply.text()).replace(/^\uFEFF/, '').trim().split('\r\n').slice(1)
  return new Map(rows.map((line) => line.split(',')).map((cells) => [cells[1]!.replace(/^"|"$/g, ''), Number(cells[2])]))
}
const countOf = async (figure: string, key: string) => (await countsOf(figure)).get(key) ?? 0
const totalOf = async (figure: string, keys: string[]) => {
  const counts = await countsOf(figure)
  return keys.reduce((sum, key) => sum + (counts.get(key) ?? 0), 0)
}

type Listed = { key: string; count: number }
async function searchLists(): Promise<{ searches: Listed[]; searchesEmpty: Listed[] }> {
  const summary = await api(`/api/insights/summary?from=${today()}&to=${today()}`, { session: admin })
  expect(summary.status).toBe(200)
  return (summary.body as unknown as { top: { searches: Listed[]; searchesEmpty: Listed[] } }).top
}

beforeAll(async () => {
  admin = await adminSession()
  for (const name of ['Burst', 'Second', 'Networks', 'Six']) {
    const slug = `inflation-${name.toLowerCase()}-${run}`
    products.push({ ...(await createDocument(admin, 'products', { name: `Inflation ${name} Gold ${run}`, slug, status: 'Active' })), slug })
  }
})

afterAll(async () => {
  if (!admin) return
  for (const { id } of products) await api(`/api/products/${id}`, { method: 'DELETE', session: admin })
})

describe('one visitor', () => {
  it("counts once per item and day, however many beacons it sends (the audit's burst: 120 a minute from one address)", async () => {
    const [burst, second] = [products[0]!, products[1]!]
    const client = ipv4(nextNetwork(), 7)
    // 120 beacons in a minute, all the per-visitor limit lets through: 112 for one product, 8 for another,
    // half of those from another browser at the same address (an office behind one address).
    const statuses = await sendAll([
      ...Array.from({ length: 112 }, () => () => beacon({ figure: 'view', key: burst.slug }, client)),
      ...Array.from({ length: 4 }, () => () => beacon({ figure: 'view', key: second.slug }, client)),
      ...Array.from({ length: 4 }, () => () => beacon({ figure: 'view', key: second.slug }, client, browser(1))),
    ])
    // Every beacon is answered as before: only the count differs.
    expect(statuses).toEqual(Array(120).fill(204))
    expect(await countOf('views', burst.slug)).toBe(1)
    expect(await countOf('views', second.slug)).toBe(2)
  })

  it('at one address adds at most its cap to a figure in a day, whatever browsers it names and items it picks', async () => {
    const client = ipv4(nextNetwork(), 9)
    const colours = Array.from({ length: 120 }, (_, index) => `#${(0xa00000 + networks * 0x1000 + index).toString(16)}`)
    const statuses = await sendAll(colours.map((hex, index) => () => beacon({ figure: 'colour', key: hex }, client, browser(index))))
    expect(statuses).toEqual(Array(120).fill(204))
    expect(await totalOf('colours', colours)).toBe(PER_ADDRESS)
  })
})

describe('a network', () => {
  it('adds at most its cap to one item in a day: 20 networks of 100 addresses each add 60 views, not 2,000', async () => {
    const target = products[2]!
    const beacons = Array.from({ length: 20 }, () => nextNetwork()).flatMap((network) => Array.from({ length: 100 }, (_, host) => () => beacon({ figure: 'view', key: target.slug }, ipv4(network, host + 1))))
    const statuses = await sendAll(beacons)
    expect(statuses.filter((status) => status === 204)).toHaveLength(2000)
    expect(await countOf('views', target.slug)).toBe(20 * PER_NETWORK_AND_ITEM)
  })

  it('adds at most its cap to a figure in a day, however many addresses and items it uses', async () => {
    const network = nextNetwork()
    const colours = Array.from({ length: 100 }, (_, index) => `#${(0xb00000 + network * 0x1000 + index).toString(16)}`)
    await sendAll(colours.map((hex, host) => () => beacon({ figure: 'colour', key: hex }, ipv4(network, host + 1))))
    expect(await totalOf('colours', colours)).toBe(PER_NETWORK)
  })

  it('is an IPv6 /48: its /64s are visitors of one network', async () => {
    const target = products[3]!
    const statuses = await sendAll(Array.from({ length: 50 }, (_, index) => () => beacon({ figure: 'view', key: target.slug }, `2001:db8:${run.length}:${(index + 1).toString(16)}::1`)))
    expect(statuses).toEqual(Array(50).fill(204))
    expect(await countOf('views', target.slug)).toBe(PER_NETWORK_AND_ITEM)
  })
})

describe('the searches lists', () => {
  it('show no text one client planted, even with a claimed result and many browsers', async () => {
    const planted = `buy cheap thread at spam.example ${run}`
    const planter = ipv4(nextNetwork(), 11)
    await sendAll(Array.from({ length: 120 }, (_, index) => () => beacon({ figure: 'search', key: planted, results: 5 }, planter, browser(index))))
    const empty = `free samples at spam.example ${run}`
    const emptier = ipv4(nextNetwork(), 11)
    await sendAll(Array.from({ length: 120 }, (_, index) => () => beacon({ figure: 'search', key: empty, results: 0 }, emptier, browser(index))))
    const lists = await searchLists()
    expect(lists.searches.map((entry) => entry.key)).not.toContain(planted)
    expect(lists.searches.map((entry) => entry.key)).not.toContain(empty)
    expect(lists.searchesEmpty.map((entry) => entry.key)).not.toContain(empty)
  })

  it('show words the search page found something for, and words that found nothing once several networks typed them', async () => {
    // The search page attests what it found; its beacon carries that.
    const words = `inflation six gold ${run}`
    const page = await fetch(`${baseUrl()}/search?q=${encodeURIComponent(words)}`, { headers: { 'User-Agent': BROWSER } })
    expect(page.status).toBe(200)
    const proof = /\\?"found\\?":\\?"([A-Za-z0-9_-]{16,})\\?"/.exec(await page.text())?.[1]
    expect(proof).toBeDefined()
    expect((await beacon({ figure: 'search', key: words, results: 1, found: proof }, ipv4(nextNetwork(), 12))).status).toBe(204)

    // Typed from one network by ten people: not yet several.
    const wanted = `glow in the dark ${run}`
    const first = nextNetwork()
    await sendAll(Array.from({ length: 10 }, (_, host) => () => beacon({ figure: 'search', key: wanted, results: 0 }, ipv4(first, host + 1))))
    let lists = await searchLists()
    expect(lists.searches.find((entry) => entry.key === words)).toEqual({ key: words, count: 1 })
    expect(lists.searchesEmpty.map((entry) => entry.key)).not.toContain(wanted)
    expect(lists.searches.map((entry) => entry.key)).not.toContain(wanted)

    // From two networks more: three networks typed it.
    for (const network of [nextNetwork(), nextNetwork()]) expect((await beacon({ figure: 'search', key: wanted, results: 0 }, ipv4(network, 1))).status).toBe(204)
    lists = await searchLists()
    expect(lists.searchesEmpty.find((entry) => entry.key === wanted)?.count).toBe(PER_NETWORK_AND_ITEM + 2)
    expect(lists.searches.map((entry) => entry.key)).toContain(wanted)
  })

  it('do not take a proof for other words', async () => {
    const words = `inflation burst gold ${run}`
    const page = await fetch(`${baseUrl()}/search?q=${encodeURIComponent(words)}`, { headers: { 'User-Agent': BROWSER } })
    const proof = /\\?"found\\?":\\?"([A-Za-z0-9_-]{16,})\\?"/.exec(await page.text())?.[1]
    expect(proof).toBeDefined()
    const planted = `visit spam.example ${run}`
    expect((await beacon({ figure: 'search', key: planted, results: 3, found: proof }, ipv4(nextNetwork(), 13))).status).toBe(204)
    expect((await searchLists()).searches.map((entry) => entry.key)).not.toContain(planted)
  })
})
