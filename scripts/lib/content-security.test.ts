import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineScriptHashes } from './content-security.mjs'

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('the page policy', () => {
  it('allows each inline script by the hash of its exact text, once', () => {
    const html = '<script>self.__next_f=self.__next_f||[]</script><p></p><script id="_R_">a()</script><script>self.__next_f=self.__next_f||[]</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f=self.__next_f||[]'), sha('a()')])
  })

  it('leaves out scripts loaded from files and data blocks a browser never runs', () => {
    const html =
      '<script src="/_next/static/a.js" async=""></script><script type="application/ld+json">{"@type":"Organization"}</script><script type="module">m()</script><script type="text/javascript">t()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('m()'), sha('t()')])
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
