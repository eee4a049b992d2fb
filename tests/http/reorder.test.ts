import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, type Session } from '../helpers/http'

let admin: Session
const run = Date.now().toString(36)
const ids: number[] = []

beforeAll(async () => {
  admin = await adminSession()
  const category = await api('/api/categories', { method: 'POST', session: admin, body: JSON.stringify({ name: `Order ${run}` }) })
  const categoryId = (category.body.doc as { id: number }).id
  for (const name of ['One', 'Two', 'Three']) {
    const created = await api('/api/products', { method: 'POST', session: admin, body: JSON.stringify({ name: `${name} ${run}`, slug: `${name.toLowerCase()}-${run}`, categories: [categoryId] }) })
    ids.push((created.body.doc as { id: number }).id)
  }
})

const order = async () =>
  ((await api(`/api/products?where[slug][like]=${run}&sort=displayOrder&limit=10&depth=0`, { session: admin })).body.docs ?? []).map((doc) => [doc.id, doc.displayOrder])

describe('reorder endpoint', () => {
  it('is refused to visitors and changes nothing', async () => {
    const before = await order()
    const response = await api('/api/products/reorder', { method: 'POST', body: JSON.stringify({ ids: [...ids].reverse() }) })
    expect(response.status).toBe(403)
    expect(await order()).toEqual(before)
  })

  it('refuses a malformed body and ids that do not exist', async () => {
    expect((await api('/api/products/reorder', { method: 'POST', session: admin, body: JSON.stringify({ ids: 'x' }) })).status).toBe(400)
    expect((await api('/api/products/reorder', { method: 'POST', session: admin, body: JSON.stringify({ ids: [ids[0], ids[0]] }) })).status).toBe(400)
    expect((await api('/api/products/reorder', { method: 'POST', session: admin, body: JSON.stringify({ ids: [...ids, 99999999] }) })).status).toBe(409)
  })

  it('renumbers from 1 in the given order, and the public list follows', async () => {
    const wanted = [ids[2]!, ids[0]!, ids[1]!]
    const response = await api('/api/products/reorder', { method: 'POST', session: admin, body: JSON.stringify({ ids: wanted }) })
    expect(response.status).toBe(200)
    expect(await order()).toEqual([
      [wanted[0], 1],
      [wanted[1], 2],
      [wanted[2], 3],
    ])
    const page = await (await fetch(`${(await import('../helpers/http')).baseUrl()}/products?q=${run}`)).text()
    const positions = ['Three', 'One', 'Two'].map((name) => page.indexOf(`${name} ${run}`))
    expect(positions.every((position) => position > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })
})
