import { describe, expect, it } from 'vitest'
import { guardGraphqlRequest, guardRestRequest } from './request-guard'

const status = (url: string) => guardRestRequest(new Request(`http://localhost${url}`))?.status

describe('request guard', () => {
  it.each([
    ['/api/products/not-a-number', 404],
    ['/api/products/1.5', 404],
    ['/api/products/99999999999999999999', 404],
    ['/api/products?where=abc', 400],
    ['/api/products?page=-1', 400],
    ['/api/products?page=0', 400],
    ['/api/products?where[createdAt][greater_than]=not-a-date', 400],
  ])('answers %s with %i', (url, expected) => {
    expect(status(url)).toBe(expected)
  })

  it.each([
    '/api/products/12',
    '/api/products?where[status][equals]=Active&page=2&limit=10',
    '/api/products?where[createdAt][greater_than]=2026-01-01',
    '/api/users/me',
    '/api/media/file/cone.jpg',
    '/api/newsletter-subscribers/subscribe',
    '/api/news-items/likes?ids=1,2',
    '/api/news-items/12/like',
    '/api/globals/general-settings',
    '/api/payload-preferences/nav',
  ])('lets %s through', (url) => {
    expect(status(url)).toBeUndefined()
  })

  it('refuses GraphQL that is not JSON and passes the body on otherwise', async () => {
    const bad = await guardGraphqlRequest(new Request('http://localhost/api/graphql', { method: 'POST', body: '{bad' }))
    expect(bad instanceof Response && bad.status).toBe(400)
    const good = await guardGraphqlRequest(new Request('http://localhost/api/graphql', { method: 'POST', body: '{"query":"{ __typename }"}' }))
    expect(good instanceof Request && (await good.text())).toBe('{"query":"{ __typename }"}')
  })
})
