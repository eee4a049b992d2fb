import { describe, expect, it } from 'vitest'
import { dayMarks } from './day-marks'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36'
const source = { address: '203.0.113.7', userAgent: BROWSER }

describe("a beacon's marks under the day's salt", () => {
  it('are the same all day and unrelated the next: no address in them, nothing to tie two days', () => {
    const today = dayMarks('salt-of-today', source, 'view', 'gold')
    expect(dayMarks('salt-of-today', source, 'view', 'gold')).toEqual(today)
    const tomorrow = dayMarks('salt-of-tomorrow', source, 'view', 'gold')
    for (const name of ['sighting', 'address', 'network', 'networkItem'] as const) expect(tomorrow[name]).not.toBe(today[name])
    expect(JSON.stringify(today)).not.toMatch(/203|113/)
  })

  it('tell a browser apart at one address, but not its address or network; an item apart, but not its network', () => {
    const gold = dayMarks('salt', source, 'view', 'gold')
    const otherBrowser = dayMarks('salt', { ...source, userAgent: `${BROWSER} Edg/131` }, 'view', 'gold')
    expect(otherBrowser.sighting).not.toBe(gold.sighting)
    expect(otherBrowser.address).toBe(gold.address)
    expect(otherBrowser.networkItem).toBe(gold.networkItem)
    const neighbour = dayMarks('salt', { ...source, address: '203.0.113.8' }, 'view', 'gold')
    expect(neighbour.address).not.toBe(gold.address)
    expect(neighbour.network).toBe(gold.network)
    const silver = dayMarks('salt', source, 'view', 'silver')
    expect(silver.networkItem).not.toBe(gold.networkItem)
    expect(silver.network).toBe(gold.network)
  })

  it('take an IPv6 /64 as one address and a /48 as one network', () => {
    const one = dayMarks('salt', { ...source, address: '2001:db8:1:2::1' }, 'view', 'gold')
    const sameLine = dayMarks('salt', { ...source, address: '2001:db8:1:2:ffff::9' }, 'view', 'gold')
    const sameSite = dayMarks('salt', { ...source, address: '2001:db8:1:3::1' }, 'view', 'gold')
    expect(sameLine.address).toBe(one.address)
    expect(sameSite.address).not.toBe(one.address)
    expect(sameSite.network).toBe(one.network)
  })
})
