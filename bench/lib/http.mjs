// Plain HTTP against the loopback with a chosen Host header (Node's fetch
// cannot set Host, and zh.localhost resolves only in browsers).
import http from 'node:http'
import zlib from 'node:zlib'

/**
 * @param {{ port: number, path: string, host: string, method?: string, headers?: Record<string, string>, body?: string }} options
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer, ms: number }>}
 */
export function request({ port, path, host, method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const outgoing = http.request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        let data = Buffer.concat(chunks)
        if (response.headers['content-encoding'] === 'gzip') data = zlib.gunzipSync(data)
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: data, ms: performance.now() - started })
      })
    })
    outgoing.on('error', reject)
    if (body) outgoing.write(body)
    outgoing.end()
  })
}

export async function json(options) {
  const response = await request({ ...options, headers: { 'content-type': 'application/json', ...options.headers } })
  return { status: response.status, body: JSON.parse(response.body.toString('utf8') || 'null'), headers: response.headers }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
