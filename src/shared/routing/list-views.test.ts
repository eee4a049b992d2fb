import { describe, expect, it } from 'vitest'
import { listViewPath } from './list-views'

const view = (address: string) => {
  const url = new URL(address, 'http://localhost')
  return listViewPath(url.pathname, url.searchParams)
}

describe('list views', () => {
  it.each(['/products', '/resources', '/news', '/contact', '/newsletter'])('renders the plain %s from its cached route', (path) => {
    expect(view(path)).toBe(path)
    expect(view(`${path}?_rsc=1x2y`)).toBe(path)
  })
  it.each(['/products?category=3', '/products?q=gold', '/resources?size=24&page=2', '/news?q=fair', '/news?utm_source=mail', '/contact?form=0f', '/newsletter?form=0f'])('renders %s per request', (address) => {
    expect(view(address)).toBe(`/list-query${new URL(address, 'http://localhost').pathname}`)
  })
  it.each(['/', '/about', '/products/gold-thread', '/products/gold-thread?code=A1', '/news/fair'])('leaves %s alone', (address) => {
    expect(view(address)).toBe(new URL(address, 'http://localhost').pathname)
  })
  it.each(['/list-query', '/list-query/products', '/list-query/news?q=x'])('answers the internal %s with a 404', (address) => {
    expect(view(address)).toMatch(/^\/page-not-found\/list-query/)
  })
})
