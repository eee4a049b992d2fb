// Throughput and latency of one address at a fixed number of connections (autocannon).
import autocannon from 'autocannon'

export const CONNECTIONS = 32

/**
 * @param {{ origin: string, path: string, host?: string, seconds: number, method?: string,
 *   headers?: Record<string, string>, body?: (index: number) => string }} options
 *   origin: http://127.0.0.1:port; host: the Host header (the language is chosen by host).
 */
export async function measureLoad({ origin, path, host, seconds, method = 'GET', headers = {}, body }) {
  let counter = 0
  const requestHeaders = { 'accept-encoding': 'gzip', ...(host ? { host } : {}), ...headers }
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    method,
    headers: requestHeaders,
    ...(body
      ? { requests: [{ method, path, headers: requestHeaders, setupRequest: (request) => ({ ...request, body: body((counter += 1)) }) }] }
      : {}),
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    // The slowest and fastest second of the run: the spread of the figure above.
    requestsPerSecondMin: result.requests.min,
    requestsPerSecondMax: result.requests.max,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  }
}

/** A short run that fills caches and warms the JIT before a measured one. */
export async function warmUp(options) {
  await measureLoad({ ...options, seconds: 2 })
}
