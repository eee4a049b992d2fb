import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import RedisCacheHandler from '../../src/infrastructure/cache/redis-cache-handler.mjs'
import { startRedis, type ThrowAwayRedis } from '../helpers/redis'

/**
 * Next's page and data cache in a real redis-server, read through two
 * handler instances with separate connections' worth of state: two nodes.
 */
let redis: ThrowAwayRedis
const prefix = () => `test-${Math.random().toString(36).slice(2)}`

beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
  await redis?.stop()
})

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
})

describe('shared page cache', () => {
  it('serves a page cached by one node on another, with its Buffers and Maps intact', async () => {
    const keyPrefix = prefix()
    const nodeA = new RedisCacheHandler({ redisUrl: redis.url, keyPrefix })
    const nodeB = new RedisCacheHandler({ redisUrl: redis.url, keyPrefix })
    await nodeA.set('/route-cache/APP_PAGE/x/$/products', page('<p>Gold</p>', 'products,_N_T_/products'), { cacheControl: { revalidate: false } })
    const entry = await nodeB.get('/route-cache/APP_PAGE/x/$/products', { kind: 'APP_PAGE' })
    expect(entry?.value.html).toBe('<p>Gold</p>')
    expect(Buffer.isBuffer(entry?.value.rscData)).toBe(true)
    expect(entry?.value.rscData.toString()).toBe('rsc:<p>Gold</p>')
    expect(entry?.value.segmentData.get('/_tree').toString()).toBe('tree')
    expect(entry?.cacheControl).toEqual({ revalidate: false })
  })

  it("expires a page on every node when any node expires one of its tags, and keeps pages of other tags", async () => {
    const keyPrefix = prefix()
    const nodeA = new RedisCacheHandler({ redisUrl: redis.url, keyPrefix })
    const nodeB = new RedisCacheHandler({ redisUrl: redis.url, keyPrefix })
    await nodeA.set('products-page', page('old', 'products'), {})
    await nodeA.set('news-page', page('news', 'news'), {})
    expect(await nodeB.get('products-page', { kind: 'APP_PAGE' })).not.toBeNull()

    await nodeB.revalidateTag('products', { expire: 0 })

    expect(await nodeA.get('products-page', { kind: 'APP_PAGE' })).toBeNull()
    expect(await nodeB.get('products-page', { kind: 'APP_PAGE' })).toBeNull()
    expect((await nodeA.get('news-page', { kind: 'APP_PAGE' }))?.value.html).toBe('news')
    // Rendered again after the save: served again.
    await nodeA.set('products-page', page('new', 'products'), {})
    expect((await nodeB.get('products-page', { kind: 'APP_PAGE' }))?.value.html).toBe('new')
  })

  it('expires cached reads (unstable_cache) by the tags Next passes when reading them', async () => {
    const keyPrefix = prefix()
    const nodeA = new RedisCacheHandler({ redisUrl: redis.url, keyPrefix })
    const nodeB = new RedisCacheHandler({ redisUrl: redis.url, keyPrefix })
    const read = { kind: 'FETCH', data: { body: '["Gold"]', headers: {}, status: 200 }, revalidate: false }
    await nodeA.set('fetch-key', read, { fetchCache: true, tags: ['settings'] })
    expect((await nodeB.get('fetch-key', { kind: 'FETCH', tags: ['settings'], softTags: [] }))?.value.data.body).toBe('["Gold"]')
    await nodeA.revalidateTag(['settings'])
    expect(await nodeB.get('fetch-key', { kind: 'FETCH', tags: ['settings'], softTags: [] })).toBeNull()
  })

  it('keeps builds apart: a new build never serves the pages of the previous one', async () => {
    const keyPrefix = prefix()
    const oldBuild = new RedisCacheHandler({ redisUrl: redis.url, keyPrefix, serverDistDir: '/nonexistent/old/server' })
    await oldBuild.set('home', page('old build', 'home-page'), {})
    const newBuild = new RedisCacheHandler({ redisUrl: redis.url, keyPrefix: `${keyPrefix}-other` })
    expect(await newBuild.get('home', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('renders instead of failing while Redis is down, and tells the other nodes of a save made meanwhile once it is back', async () => {
    const keyPrefix = prefix()
    const nodeA = new RedisCacheHandler({ redisUrl: redis.url, keyPrefix })
    await redis.stop()
    try {
      // No entry and no error: Next renders the page.
      expect(await nodeA.get('about', { kind: 'APP_PAGE' })).toBeNull()
      await expect(nodeA.set('about', page('about', 'about-page'), {})).resolves.toBeUndefined()
      await expect(nodeA.revalidateTag('about-page', { expire: 0 })).resolves.toBeUndefined()
    } finally {
      await redis.restart()
    }
    // The restarted Redis is empty; the expiry this node could not write reaches it on reconnection.
    const client = createClient({ url: redis.url })
    await client.connect()
    try {
      await expect.poll(() => client.hGet(`${keyPrefix}:next-tags`, 'about-page'), { timeout: 10_000 }).toMatch(/^\d+$/)
    } finally {
      await client.close()
    }
  })
})
