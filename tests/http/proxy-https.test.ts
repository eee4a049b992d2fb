import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http2 from 'node:http2'
import path from 'node:path'
import type { TLSSocket } from 'node:tls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNginx, temporaryPrefix, writeProxyConfig } from '../../scripts/lib/proxy.mjs'
import { selfSignedCertificate } from '../../scripts/lib/self-signed-certificate.mjs'
import { getWithHost } from '../helpers/http'
import { freePort } from '../helpers/ports'
import { testServer } from '../helpers/test-server'

// The production proxy (deploy/nginx) given a certificate: HTTPS with HTTP/2, plain HTTP sent there.
let proxy: ChildProcess
let prefix: string
let plainPort: number
let httpsPort: number

type Answer = { status: number; headers: http2.IncomingHttpHeaders; text: string; protocol: string | false }

/** One GET over HTTP/2 on a connection of its own, with the host a buyer's browser would send. */
function getOverHttp2(requestPath: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${httpsPort}`, { servername: 'localhost', rejectUnauthorized: false })
    session.on('error', reject)
    const stream = session.request({ ':path': requestPath, ':authority': host, 'accept-encoding': 'identity' })
    let headers: http2.IncomingHttpHeaders = {}
    let text = ''
    stream.setEncoding('utf8')
    stream.on('response', (received) => (headers = received))
    stream.on('data', (chunk: string) => (text += chunk))
    stream.on('end', () => {
      const protocol = (session.socket as TLSSocket).alpnProtocol ?? false
      session.close()
      resolve({ status: Number(headers[':status']), headers, text, protocol })
    })
    stream.on('error', reject)
  })
}

beforeAll(async () => {
  const appPort = new URL(testServer().baseUrl).port
  plainPort = await freePort()
  httpsPort = await freePort()
  prefix = temporaryPrefix('proxy-https-test')
  const tls = { ...selfSignedCertificate(path.join(prefix, 'tls')), listen: httpsPort }
  const config = writeProxyConfig({ prefix, listen: plainPort, upstream: `127.0.0.1:${appPort}`, workers: 1, siteUrl: `https://localhost:${httpsPort}`, tls })
  proxy = await startNginx({ config, port: plainPort, prefix, stdio: 'ignore' })
})

afterAll(() => {
  proxy?.kill('SIGQUIT')
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true })
})

describe('the proxy over HTTPS', () => {
  it('serves the pages over HTTP/2, each site in its language', async () => {
    const english = await getOverHttp2('/about', `localhost:${httpsPort}`)
    expect(english.protocol).toBe('h2')
    expect(english.status).toBe(200)
    expect(english.text).toContain('<html lang="en"')
    const chinese = await getOverHttp2('/about', `zh.localhost:${httpsPort}`)
    expect(chinese.status).toBe(200)
    expect(chinese.text).toContain('<html lang="zh-Hant-HK"')
    const simplified = await getOverHttp2('/about', `cn.localhost:${httpsPort}`)
    expect(simplified.text).toContain('<html lang="zh-Hans-CN"')
  })

  it('serves the build files itself over HTTP/2 with HSTS, as the site is HTTPS', async () => {
    const page = await getOverHttp2('/contact', `localhost:${httpsPort}`)
    const script = /\/_next\/static\/[^"]+\.js/.exec(page.text)?.[0]
    expect(script).toBeDefined()
    const file = await getOverHttp2(script!, `localhost:${httpsPort}`)
    expect(file.status).toBe(200)
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(file.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })

  it('sends plain HTTP to the same address over HTTPS, keeping the host and the query', async () => {
    const english = await getWithHost(`http://127.0.0.1:${plainPort}`, '/products?q=gold', `localhost:${plainPort}`)
    expect(english.status).toBe(301)
    expect(english.headers.location).toBe(`https://localhost:${httpsPort}/products?q=gold`)
    const chinese = await getWithHost(`http://127.0.0.1:${plainPort}`, '/contact', `zh.localhost:${plainPort}`)
    expect(chinese.headers.location).toBe(`https://zh.localhost:${httpsPort}/contact`)
  })

  it('refuses to start without the certificate it was given, naming the file', () => {
    const missing = path.join(prefix, 'tls', 'no-such-certificate.pem')
    expect(() =>
      writeProxyConfig({ prefix, listen: plainPort, upstream: '127.0.0.1:1', siteUrl: 'https://localhost', tls: { listen: httpsPort, certificate: missing, key: missing } }),
    ).toThrow(`The TLS certificate file ${missing} does not exist`)
  })
})
