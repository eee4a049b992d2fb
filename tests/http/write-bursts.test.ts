import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWN_SITE_ADMIN, startOwnSite, type OwnSite } from '../helpers/own-site'
import { type BurstSite, likeBurst, messageBurst, requestBurst, subscribeBurst } from '../helpers/write-bursts'

/**
 * Issue 55: what a crowd writes at once is kept exactly, on the embedded PostgreSQL the site runs
 * on (tests/cluster/cluster.test.ts sends the same bursts to two nodes of one site): 1,000 likes,
 * 500 subscriptions of one address, 200 messages and 200 requests, each from a visitor of its own.
 * The site runs with its limits on; the visitors come from networks of their own, as a crowd would.
 */
const run = Date.now().toString(36)
let site: OwnSite
let target: BurstSite

beforeAll(async () => {
  site = await startOwnSite('bursts', { TRUST_PROXY: '1' })
  const login = await fetch(`${site.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(OWN_SITE_ADMIN) })
  target = { origins: [site.url], adminOrigin: site.url, adminToken: ((await login.json()) as { token: string }).token }
}, 180_000)
afterAll(async () => site?.stop())

describe('a crowd writing at once, on one site', () => {
  it('1,000 likes of one article from 1,000 visitors: 1,000 counted, and the article says 1,000', async () => {
    const result = await likeBurst(target, run, 1000)
    expect(result).toEqual({ statuses: { 200: 1000 }, counted: 1000, likes: 1000 })
  }, 300_000)

  it('500 subscriptions of one address at once: one subscriber, one welcome, the rest told it is there', async () => {
    const result = await subscribeBurst(target, run, 500)
    expect(result).toEqual({ statuses: { 201: 1, 409: 499 }, stored: 1 })
  }, 300_000)

  it('200 messages at once: 200 stored, none twice', async () => {
    const result = await messageBurst(target, run, 200)
    expect(result).toEqual({ statuses: { 201: 200 }, stored: 200, distinct: 200 })
  }, 300_000)

  it('200 requests at once: 200 stored, each with a reference of its own', async () => {
    const result = await requestBurst(target, run, 200)
    expect(result).toEqual({ statuses: { 201: 200 }, stored: 200, distinct: 200 })
  }, 300_000)
})
