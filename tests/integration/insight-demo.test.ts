import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daysOf, parseRange, summarise } from '../../src/insights/figures'
import { seedDemoInsights } from '../../src/insights/seed'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * The demo's interest figures under the rules of the audit (decision 021, 2026-11-29): its searches
 * lists show the catalogue's words and the few that find nothing, as real visits would make them.
 */
let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload('insight-demo')
  payload = context.payload
})
afterAll(async () => context?.close())

describe('the demo figures', () => {
  it('list the searches that found something, and the words that found nothing, typed from enough networks', async () => {
    const now = new Date('2031-03-31T12:00:00Z')
    expect(await seedDemoInsights(payload, now)).toBeGreaterThan(0)
    const req = await createLocalReq({ user: { id: 1, role: 'administrator', collection: 'users' } as never }, payload)
    const range = parseRange(new URLSearchParams(), now)!
    expect(daysOf(range)).toHaveLength(90)
    const { top } = await summarise(req, range, 'en')
    expect(top.searches.map((entry) => entry.key)).toEqual(expect.arrayContaining(['gold', 'silver', 'metallic']))
    expect(top.searchesEmpty.map((entry) => entry.key).sort()).toEqual(['copper wire', 'glow in the dark', 'wool blend', '夜光線'])
    const rows = await payload.find({ collection: 'insights', where: { demo: { equals: true } }, depth: 0, limit: 0, pagination: false })
    for (const row of rows.docs) expect(Number(row.networks)).toBe(Number(row.count))
    expect(rows.docs.filter((row) => row.found).every((row) => row.figure === 'search')).toBe(true)
  })
})
