/**
 * The client's address as the production server (scripts/serve.mjs) found it:
 * the socket's peer, or the hop a trusted proxy added (TRUST_PROXY). The
 * server replaces whatever a client sends under this header name, so it is
 * the one address the app may key limits on; X-Forwarded-For is never read.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown'
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  if (!address.includes(':')) return undefined
  const [head = '', tail, extra] = address.toLowerCase().split('::')
  if (extra !== undefined) return undefined
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right]
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups.map((group) => group.replace(/^0+(?=.)/, '')) : undefined
}

const isIpv4 = (address: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(address)

/**
 * What one visitor is limited as: an IPv4 address, or an IPv6 /64, since
 * one subscriber line is given a whole /64 and can use any address in it.
 */
export function visitorKey(address: string): string {
  const groups = ipv6Groups(address)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address
}

/**
 * The network a visitor belongs to (IPv4 /24, IPv6 /48): a sender that
 * rotates addresses stays inside a few of these, while genuine visitors are
 * spread over many, so a ceiling per block stops the one without closing the
 * forms for the others.
 */
export function networkBlock(address: string): string {
  if (isIpv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`
  const groups = ipv6Groups(address)
  return groups ? `${groups.slice(0, 3).join(':')}::/48` : address
}
