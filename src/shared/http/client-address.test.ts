import { describe, expect, it } from 'vitest'
import { parseTrustProxy, resolveClientAddress } from '../../../scripts/lib/client-address.mjs'
import { clientAddress, networkBlock, visitorKey } from './client-address'

describe('the client address the server hands the app', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.9', '1.2.3.4', 0)).toBe('203.0.113.9')
    expect(resolveClientAddress('::ffff:127.0.0.1', '1.2.3.4, 5.6.7.8', 0)).toBe('127.0.0.1')
    expect(resolveClientAddress(undefined, undefined, 0)).toBe('unknown')
  })

  it('is the hop the trusted proxy added, never what the client wrote before it', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7', 1)).toBe('198.51.100.7')
    expect(resolveClientAddress('127.0.0.1', 'forged-1, forged-2, 198.51.100.7', 1)).toBe('198.51.100.7')
    expect(resolveClientAddress('127.0.0.1', ['10.0.0.1', '198.51.100.7'], 1)).toBe('198.51.100.7')
    // Two proxies (a CDN, then nginx): the CDN's hop names the client, nginx's names the CDN.
    expect(resolveClientAddress('127.0.0.1', 'forged, 198.51.100.7, 192.0.2.1', 2)).toBe('198.51.100.7')
    // A request that reached the app without passing the proxy: the socket.
    expect(resolveClientAddress('192.0.2.44', undefined, 1)).toBe('192.0.2.44')
  })

  it('reads TRUST_PROXY as off, one proxy or a number of proxies, and refuses anything else', () => {
    expect([undefined, '', 'false', '0'].map(parseTrustProxy)).toEqual([0, 0, 0, 0])
    expect(parseTrustProxy('true')).toBe(1)
    expect(parseTrustProxy('2')).toBe(2)
    expect(() => parseTrustProxy('yes')).toThrow('TRUST_PROXY must be true, false or the number of proxies')
  })

  it('is read by the app only from the header the server sets', () => {
    expect(clientAddress(new Headers({ 'x-client-address': '198.51.100.7', 'x-forwarded-for': '1.2.3.4' }))).toBe('198.51.100.7')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4' }))).toBe('unknown')
  })
})

describe('visitors and networks', () => {
  it('treats an IPv4 address as one visitor in its /24', () => {
    expect(visitorKey('198.51.100.7')).toBe('198.51.100.7')
    expect(networkBlock('198.51.100.7')).toBe('198.51.100.0/24')
  })

  it('treats an IPv6 /64 as one visitor in its /48, however the address is written', () => {
    expect(visitorKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(visitorKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(visitorKey('::1')).toBe('0:0:0:0::/64')
    expect(networkBlock('2001:db8:1:2::9')).toBe('2001:db8:1::/48')
  })

  it('keeps anything else as it is', () => {
    expect(visitorKey('unknown')).toBe('unknown')
    expect(networkBlock('not-an-address')).toBe('not-an-address')
    expect(visitorKey('1::2::3')).toBe('1::2::3')
  })
})
