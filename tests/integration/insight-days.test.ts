import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daySalt } from '../../src/insights/day-salt'
import { firstSighting } from '../../src/insights/first-sighting'
import { forgetPastDays } from '../../src/insights/forget-past-days'
import { snapshotDatabase } from '../../src/platform/backup/database-snapshot'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * The day's salt and sightings of the interest figures (decision 021, 2026-11-29): one random salt
 * a day however many nodes make it at once, a visitor's first sighting of an item once however
 * many beacons race, and nothing of a day kept past a few minutes into the next.
 */
let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload('insight-days')
  payload = context.payload
})
afterAll(async () => context?.close())

const rows = async (collection: 'insight-salts' | 'insight-sightings') =>
  (await payload.find({ collection, depth: 0, limit: 0, pagination: false, overrideAccess: true })).docs.map((doc) => doc.day).sort()

describe("the day's salt", () => {
  it('is one for a day, however many beacons make it at once, and another the next day', async () => {
    const req = await createLocalReq({}, payload)
    const salts = await Promise.all(Array.from({ length: 10 }, () => daySalt(req, '2031-03-01')))
    expect(new Set(salts).size).toBe(1)
    expect(salts[0]).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await daySalt(req, '2031-03-01')).toBe(salts[0])
    const next = await daySalt(req, '2031-03-02')
    expect(next).not.toBe(salts[0])
    expect(await rows('insight-salts')).toEqual(['2031-03-01', '2031-03-02'])
  })
})

describe("a visitor's sighting", () => {
  it('is first once, however many beacons race for it', async () => {
    const req = await createLocalReq({}, payload)
    const answers = await Promise.all(Array.from({ length: 10 }, () => firstSighting(req, '2031-03-02', 'the-same-mark')))
    expect(answers.filter(Boolean)).toHaveLength(1)
    expect(await firstSighting(req, '2031-03-02', 'another-mark')).toBe(true)
  })
})

describe('a backup', () => {
  it("keeps no day's salt or sightings, to be forgotten with their day and not kept for weeks", async () => {
    expect(await rows('insight-salts')).toHaveLength(2)
    const { env } = await import('../../src/config/env.server')
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'insight-days-'))
    try {
      const { tables } = await snapshotDatabase(env().database, path.join(folder, 'tables.ndjson.gz'))
      expect(tables.insight_salts).toBe(0)
      expect(tables.insight_sightings).toBe(0)
      expect(tables.payload_migrations).toBeGreaterThan(0)
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe('forgetting', () => {
  it("keeps a day's salt and sightings a few minutes into the next day, then removes them", async () => {
    const req = await createLocalReq({}, payload)
    await firstSighting(req, '2031-03-01', 'yesterday-mark')
    await forgetPastDays(payload, new Date('2031-03-02T00:03:00Z'))
    expect(await rows('insight-salts')).toEqual(['2031-03-01', '2031-03-02'])
    expect(await rows('insight-sightings')).toEqual(['2031-03-01', '2031-03-02', '2031-03-02'])
    await forgetPastDays(payload, new Date('2031-03-02T00:06:00Z'))
    expect(await rows('insight-salts')).toEqual(['2031-03-02'])
    expect(await rows('insight-sightings')).toEqual(['2031-03-02', '2031-03-02'])
  })
})
