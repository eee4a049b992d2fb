import http from 'node:http'
import { inject } from 'vitest'
import { testServer } from './test-server'

export const baseUrl = () => testServer().baseUrl

export type Session = { token: string; authHeader: Record<string, string> }

/** Signs in as the test administrator over REST and returns the JWT. */
export async function adminSession(): Promise<Session> {
  const response = await fetch(`${baseUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  })
  if (!response.ok) throw new Error(`Admin login failed: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  return { token, authHeader: { Authorization: `JWT ${token}` } }
}

export async function api(path: string, init: RequestInit & { session?: Session } = {}) {
  const { session, headers, ...rest } = init
  const response = await fetch(`${baseUrl()}${path}`, {
    ...rest,
    headers: { ...(rest.body && !(rest.body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}), ...session?.authHeader, ...headers },
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as Record<string, unknown> & { docs?: Record<string, unknown>[]; errors?: { message: string }[] }, headers: response.headers }
}

/** fetch() cannot set Host, and Node does not resolve zh.localhost: a plain GET to the loopback names the host. */
export function getWithHost(origin: string, path: string, host: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: new URL(origin).port, path, headers: { Host: host } }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
    })
    request.on('error', reject)
  })
}

/** As getWithHost, with the body as bytes (a PDF, an image) and the time to its last byte. */
export function getBytesWithHost(origin: string, path: string, host: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: new URL(origin).port, path, headers: { Host: host } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), ms: Math.round(performance.now() - started) }))
    })
    request.on('error', reject)
  })
}

/** Creates a document through the REST API in English (and its Chinese texts, when given) as the administrator. */
export async function createDocument(session: Session, collection: string, data: object, zh?: object): Promise<{ id: number }> {
  const response = await api(`/api/${collection}?locale=en`, { method: 'POST', body: JSON.stringify(data), session })
  if (response.status !== 201) throw new Error(`${collection}: ${response.status} ${JSON.stringify(response.body)}`)
  const doc = response.body.doc as { id: number }
  if (zh) {
    const patched = await api(`/api/${collection}/${doc.id}?locale=zh-Hant`, { method: 'PATCH', body: JSON.stringify(zh), session })
    if (patched.status !== 200) throw new Error(`${collection} zh: ${patched.status}`)
  }
  return doc
}
