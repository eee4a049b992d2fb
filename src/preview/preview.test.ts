import { beforeAll, describe, expect, it } from 'vitest'
import { previewLocale, previewViewPath } from './routing'

const view = (address: string) => {
  const url = new URL(address, 'http://localhost')
  return previewViewPath(url.pathname, url.searchParams)
}

describe('preview addresses', () => {
  it.each(['/products/gold?preview=abc.def', '/resources/project-1?preview=t', '/news/fair?code=1&preview=t'])('renders %s from the uncached preview route', (address) => {
    expect(view(address)).toBe(`/page-preview${new URL(address, 'http://localhost').pathname}`)
  })
  it.each(['/products/gold', '/products/gold?preview=', '/products?preview=t', '/about?preview=t', '/products/a/b?preview=t'])('leaves %s to the public routes', (address) => {
    expect(view(address)).toBeNull()
  })
  it.each(['/page-preview', '/page-preview/products/gold?preview=t'])('answers the internal %s with a 404', (address) => {
    expect(view(address)).toBe(`/page-not-found${new URL(address, 'http://localhost').pathname}`)
  })
})

describe('preview tokens', () => {
  let token: typeof import('./token')
  beforeAll(async () => {
    process.env.PAYLOAD_SECRET ??= 'preview-unit-test-secret-of-32-characters'
    process.env.DATA_DIR ??= '/tmp/preview-unit-test'
    token = await import('./token')
  })

  it('names the record it was made for, until it expires', () => {
    const now = Date.now()
    const signed = token.signPreviewToken('news-items', 42, now)
    expect(token.verifyPreviewToken(signed, now)).toEqual({ collection: 'news-items', id: 42, expires: now + token.PREVIEW_TOKEN_LIFETIME_MS })
    expect(token.verifyPreviewToken(signed, now + token.PREVIEW_TOKEN_LIFETIME_MS + 1)).toBeNull()
  })

  it('refuses a changed claim, a changed signature and nonsense', () => {
    const signed = token.signPreviewToken('products', 7)
    const [, signature] = signed.split('.')
    const other = Buffer.from(JSON.stringify({ c: 'products', id: 8, exp: Date.now() + 60_000 })).toString('base64url')
    expect(token.verifyPreviewToken(`${other}.${signature}`)).toBeNull()
    expect(token.verifyPreviewToken(`${signed}x`)).toBeNull()
    for (const value of ['', 'a.b', 'a.b.c', undefined, ['x'], 'x'.repeat(600)]) expect(token.verifyPreviewToken(value)).toBeNull()
  })
})

describe("the live preview's language", () => {
  it('is read from the address only as one of the content languages', () => {
    expect(previewLocale(new URLSearchParams('preview-locale=zh-Hant'))).toBe('zh-Hant')
    expect(previewLocale(new URLSearchParams('preview-locale=en'))).toBe('en')
    for (const query of ['', 'preview-locale=fr', 'preview-locale=', 'preview-locale=ZH-HANT']) expect(previewLocale(new URLSearchParams(query))).toBeNull()
  })
})
