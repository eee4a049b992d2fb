import path from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import RedisCacheHandler from '../../src/infrastructure/cache/redis-cache-handler.mjs'
import { startOwnSite, type OwnSite } from '../helpers/own-site'
import { startRedis, type ThrowAwayRedis } from '../helpers/redis'

/**
 * The built site with REDIS_URL: its pages, tag expiries and limits are in a
 * real redis-server, where a second node (here a cache handler in the test
 * process, with the same build) reads them.
 */
let redis: ThrowAwayRedis
let site: OwnSite
let client: ReturnType<typeof createClient>
const prefix = `test${Math.random().toString(36).slice(2, 8)}`

beforeAll(async () => {
  redis = await startRedis()
  site = await startOwnSite('shared-cache', { REDIS_URL: redis.url, CACHE_KEY_PREFIX: prefix })
  client = createClient({ url: redis.url })
  // The test stops Redis on purpose; the client reconnects when it is back.
  client.on('error', () => {})
  await client.connect()
})
afterAll(async () => {
  await client?.close()
  await site?.stop()
  await redis?.stop()
})

const pageKeys = async () => (await client.keys(`${prefix}:next:*`)).filter((key) => key.includes('/route-cache/'))
const aboutHeading = (heading: string) => site.api('/api/globals/about-page', { method: 'POST', admin: true, body: JSON.stringify({ history: { heading } }) })
const html = async (pagePath: string) => {
  const response = await fetch(`${site.url}${pagePath}`)
  return { status: response.status, text: await response.text() }
}

describe('the site on a shared Redis cache', () => {
  it('keeps rendered pages in Redis, and a save expires them for every node', async () => {
    expect((await aboutHeading('Our first workshop')).status).toBe(200)
    expect((await html('/about')).text).toContain('Our first workshop')
    await expect.poll(async () => (await pageKeys()).some((key) => key.includes('/about'))).toBe(true)
    const aboutKey = (await pageKeys()).find((key) => key.includes('/about'))!

    // A second node with the same build finds the page in Redis...
    const secondNode = new RedisCacheHandler({ redisUrl: redis.url, keyPrefix: prefix, serverDistDir: path.resolve('.next/server') })
    const storedKey = aboutKey.slice(aboutKey.indexOf(':/') + 1)
    expect((await secondNode.get(storedKey, { kind: 'APP_PAGE' }))?.value.html).toContain('Our first workshop')

    // ...and no longer once an administrator saved on the first. Next writes the tag's expiry to the
    // cache handler as the save's request ends, not before its answer: on a busy runner the answer
    // came first, and Redis still held the first save's time (a failed run). The new one is awaited.
    const savedAt = Date.now()
    expect((await aboutHeading('Our new workshop')).status).toBe(200)
    await expect.poll(async () => Number(await client.hGet(`${prefix}:next-tags`, 'about-page')), { timeout: 10_000 }).toBeGreaterThanOrEqual(savedAt)
    expect(await secondNode.get(storedKey, { kind: 'APP_PAGE' })).toBeNull()
    expect((await html('/about')).text).toContain('Our new workshop')
  })

  it('counts the public write limits in Redis', async () => {
    const send = () =>
      fetch(`${site.url}/api/newsletter-subscribers/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `reader-${Math.random().toString(36).slice(2)}@example.com` }),
      })
    const statuses: number[] = []
    for (let index = 0; index < 6; index += 1) statuses.push((await send()).status)
    expect(statuses.slice(0, 5).every((status) => status < 400)).toBe(true)
    expect(statuses[5]).toBe(429)
    expect((await client.keys(`${prefix}:limit-*subscribe*`)).length).toBeGreaterThan(0)
  })

  it('serves pages while Redis is down, rendering them from the database', async () => {
    await redis.stop()
    try {
      const about = await html('/about')
      expect(about.status).toBe(200)
      expect(about.text).toContain('Our new workshop')
    } finally {
      await redis.restart()
    }
  })
})
