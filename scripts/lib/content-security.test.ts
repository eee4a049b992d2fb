import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, isNextDataScript, nextScriptHashes } from './content-security.mjs'

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('the page policy', () => {
  it('allows each inline script Next writes by the hash of its exact text, once', () => {
    const first = '(self.__next_f=self.__next_f||[]).push([0])'
    const data = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'
    const chunks = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});'
    const html = `<script>${first}</script><p></p><script id="_R_">${chunks}</script><script>${data}</script><script>${first}</script>`
    expect(nextScriptHashes(html)).toEqual({ hashes: [sha(first), sha(chunks), sha(data)], unknown: 0 })
  })

  it('leaves out scripts loaded from files and data blocks a browser never runs', () => {
    const html =
      '<script src="/_next/static/a.js" async=""></script><script type="application/ld+json">{"@type":"Organization"}</script><script type="module">self.__next_f.push([1,"m"])</script><script type="text/javascript">self.__next_f.push([1,"t"])</script>'
    expect(nextScriptHashes(html).hashes).toEqual([sha('self.__next_f.push([1,"m"])'), sha('self.__next_f.push([1,"t"])')])
  })

  it('leaves blocked every inline script that is not data pushed into Next\'s queues', () => {
    const injected = ['alert(1)', 'self.__next_f.push([1,"a"]);alert(1)', 'self.__next_f.push(alert(1))', 'self.__next_f.push([1,"a"]),alert(1)', 'window.__next_f.push([1])', 'self.__next_f.push([1,"a);alert(1);//"])x']
    for (const body of injected) expect(isNextDataScript(body), body).toBe(false)
    expect(nextScriptHashes(injected.map((body) => `<script>${body}</script>`).join(''))).toEqual({ hashes: [], unknown: injected.length })
    // React's code for parts streamed late passes with the nonce of the render that wrote the page, and only with it.
    const react = '$RC("B:0","S:0")'
    const rendered = `<script nonce="abc">self.__next_f.push([1,"a"])</script><script nonce="abc">${react}</script><script nonce="xyz">alert(1)</script><script>alert(2)</script>`
    expect(nextScriptHashes(rendered)).toEqual({ hashes: [sha('self.__next_f.push([1,"a"])'), sha(react)], unknown: 2 })
    // A string holding the statement separator is still one argument.
    expect(isNextDataScript('(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,"a);b"])')).toBe(true)
  })

  it('keeps everything else to the site itself, and frames of the site only', () => {
    const policy = contentSecurityPolicy([sha('a()')], { https: false })
    expect(policy).toContain(`script-src 'self' ${sha('a()')}`)
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy([], { https: true })).toContain('upgrade-insecure-requests')
  })
})
