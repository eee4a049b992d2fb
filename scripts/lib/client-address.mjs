// Which address a request comes from. Shared by the production server
// (scripts/serve.mjs) and its unit test; plain JavaScript because the server
// runs before any TypeScript is loaded.

/** The header the server sets on every request; anything a client sends under this name is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * TRUST_PROXY: "false" (default: the socket's peer is the client), "true"
 * (one proxy in front, such as the nginx of `npm run start:proxy`), or the
 * number of proxies in front (a CDN before nginx is 2).
 * @param {string | undefined} value
 * @returns {number} how many hops at the end of X-Forwarded-For were added by trusted proxies
 */
export function parseTrustProxy(value) {
  const text = (value ?? '').trim().toLowerCase()
  if (text === '' || text === 'false' || text === '0') return 0
  if (text === 'true') return 1
  if (/^[1-9]$/.test(text)) return Number(text)
  throw new Error('TRUST_PROXY must be true, false or the number of proxies in front of the app (1-9)')
}

/** "::ffff:127.0.0.1" is how a dual-stack socket names an IPv4 peer. */
function normalise(address) {
  const trimmed = address.trim().replace(/^\[|\]$/g, '')
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed
}

/**
 * The client's address: the socket's peer, unless trusted proxies are in
 * front. Each trusted proxy appends the address it received the request
 * from, so with N trusted proxies the client is the Nth entry from the end
 * of X-Forwarded-For; whatever the client wrote before that is ignored.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} trustedHops
 */
export function resolveClientAddress(socketAddress, forwardedFor, trustedHops) {
  const peer = socketAddress ? normalise(socketAddress) : 'unknown'
  if (trustedHops === 0 || !forwardedFor) return peer
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  // Fewer hops than trusted proxies: the request skipped a proxy, so the last hop is the best we know.
  const hop = hops[Math.max(0, hops.length - trustedHops)]
  return hop ? normalise(hop) : peer
}
