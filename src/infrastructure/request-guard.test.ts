import { describe, expect, it } from 'vitest'
import { collectionRoutes, graphqlClosed, guardRestRequest, type GuardedConfig } from './request-guard'

/** The shape Payload's sanitized config gives: default endpoints plus custom ones, fields flattened. */
const endpoints = (...paths: string[]) => ['/', '/:id', '/count', '/access/:id?', '/versions', '/versions/:id', ...paths].map((path) => ({ path }))
const config: GuardedConfig = {
  db: { defaultIDType: 'number' },
  collections: [
    { slug: 'products', endpoints: endpoints('/reorder'), versions: { maxPerDoc: 50 }, flattenedFields: [{ name: 'name', type: 'text' }] },
    { slug: 'news-items', endpoints: endpoints('/:id/like', '/likes'), flattenedFields: [] },
    { slug: 'users', endpoints: endpoints('/me', '/login', '/verify/:id'), flattenedFields: [] },
    { slug: 'media', endpoints: endpoints('/file/:filename'), flattenedFields: [] },
    { slug: 'payload-preferences', endpoints: endpoints('/:key'), flattenedFields: [] },
    { slug: 'codes', endpoints: endpoints(), flattenedFields: [{ name: 'id', type: 'text' }] },
    { slug: 'no-endpoints', endpoints: false, flattenedFields: [] },
  ],
}

const reply = (url: string) => guardRestRequest(new Request(`http://localhost${url}`), config)
const status = (url: string) => reply(url)?.status

describe('request guard', () => {
  it.each([
    ['/api/products/not-a-number', 404],
    ['/api/products/1.5', 404],
    ['/api/products/0', 404],
    ['/api/products/99999999999999999999', 404],
    ['/api/no-endpoints/abc', 404],
    ['/api/no-endpoints', 404],
    ['/api/media/versions', 404],
    ['/api/users/versions/3', 404],
    ['/api/products?where=abc', 400],
    ['/api/products?page=-1', 400],
    ['/api/products?page=0', 400],
    ['/api/products?limit=5&limit=6', 400],
    ['/api/products?limit[a]=1', 400],
    ['/api/products?depth[]=2', 400],
    ['/api/products?depth=1.5', 400],
    ['/api/products?data={bad', 400],
  ])('answers %s with %i', (url, expected) => {
    expect(status(url)).toBe(expected)
  })

  it('answers a delete of a preference (which Payload fails on PostgreSQL) with 405, and lets reads and saves through', async () => {
    const deleted = guardRestRequest(new Request('http://localhost/api/payload-preferences/nav', { method: 'DELETE' }), config)
    expect(deleted?.status).toBe(405)
    expect(deleted?.headers.get('Allow')).toBe('GET, POST')
    expect(guardRestRequest(new Request('http://localhost/api/payload-preferences/nav', { method: 'POST', body: '{}' }), config)).toBeUndefined()
    expect(status('/api/products/versions')).toBeUndefined()
  })

  it('says what is wrong', async () => {
    const messages = async (url: string) => ((await reply(url)?.json()) as { errors: { message: string }[] }).errors.map((error) => error.message)
    expect(await messages('/api/products?limit=5&limit=6')).toEqual(['limit must be given once'])
    expect(await messages('/api/products?page=abc')).toEqual(['page must be a whole number'])
    expect(await messages('/api/products?data={bad')).toEqual(['data must be JSON'])
    expect(await messages('/api/products/abc')).toEqual(['Not Found'])
  })

  it.each([
    '/api/products/12',
    '/api/products?where[status][equals]=Active&page=2&limit=10&depth=1',
    '/api/products/reorder',
    '/api/products/count',
    '/api/users/me',
    '/api/users/verify/some-token',
    '/api/media/file/cone.jpg',
    '/api/news-items/likes?ids=1,2',
    '/api/news-items/12/like',
    '/api/globals/general-settings',
    '/api/payload-preferences/nav',
    '/api/codes/ABC-1',
    '/api/unknown-collection/abc',
  ])('lets %s through', (url) => {
    expect(status(url)).toBeUndefined()
  })

  it('derives number ids and endpoint names from the config', () => {
    const routes = collectionRoutes(config)
    expect(routes.get('products')).toEqual({ numericIds: true, endpointNames: new Set(['count', 'access', 'versions', 'reorder']), anyName: false, closed: false, versioned: true })
    expect(routes.get('no-endpoints')).toMatchObject({ closed: true, versioned: false })
    expect(routes.get('codes')?.numericIds).toBe(false)
    expect(routes.get('payload-preferences')?.anyName).toBe(true)
    expect(collectionRoutes({ ...config, db: { defaultIDType: 'text' } }).get('products')?.numericIds).toBe(false)
  })

  it('answers GraphQL with a 403 and a short JSON error', async () => {
    const reply = graphqlClosed()
    expect(reply.status).toBe(403)
    expect(await reply.json()).toEqual({ errors: [{ message: 'GraphQL is not available on this site' }] })
  })
})
