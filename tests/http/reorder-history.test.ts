import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, createDocument, type Session } from '../helpers/http'

// A reorder changes order, not history: before, each drag saved every row through
// payload.update, one version per row per drag, and 50 kept versions meant a few dozen
// drags pushed a product's real edits out of its history.
let admin: Session
const run = Date.now().toString(36)
const ids: number[] = []

beforeAll(async () => {
  admin = await adminSession()
  const category = await createDocument(admin, 'categories', { name: `History order ${run}` })
  for (const name of ['Alpha', 'Beta', 'Gamma']) {
    ids.push((await createDocument(admin, 'products', { name: `${name} ${run}`, slug: `${name.toLowerCase()}-history-${run}`, categories: [category.id] })).id)
  }
})

const versionsOf = async (id: number) => {
  const response = await api(`/api/products/versions?where[parent][equals]=${id}&sort=-updatedAt&limit=100&depth=0`, { session: admin })
  expect(response.status).toBe(200)
  return (response.body.docs ?? []) as { version: { name?: string; displayOrder?: number } }[]
}

describe('reordering a list', () => {
  it('keeps a product\'s real edits in its history after 60 reorders, and the order is what was asked last', async () => {
    const [product] = ids as [number]
    for (const name of [`Alpha edited ${run}`, `Alpha edited again ${run}`]) {
      const saved = await api(`/api/products/${product}?locale=en`, { method: 'PATCH', body: JSON.stringify({ name }), session: admin })
      expect(saved.status).toBe(200)
    }
    const before = await versionsOf(product)
    for (let drag = 0; drag < 60; drag += 1) {
      const order = drag % 2 === 0 ? [...ids].reverse() : [...ids]
      const response = await api('/api/products/reorder', { method: 'POST', body: JSON.stringify({ ids: order }), session: admin })
      expect(response.status).toBe(200)
    }
    const after = await versionsOf(product)
    expect(after).toHaveLength(before.length)
    expect(after.map((entry) => entry.version.name)).toEqual(expect.arrayContaining([`Alpha edited ${run}`, `Alpha edited again ${run}`]))
    // The 60th reorder (odd index 59) asked for the original order: Alpha first.
    const listed = await api(`/api/products?where[id][in]=${ids.join(',')}&sort=displayOrder&depth=0`, { session: admin })
    expect((listed.body.docs ?? []).map((doc) => doc.id)).toEqual(ids)
  })

  it('is refused without an administrator, and changes nothing', async () => {
    const before = await api(`/api/products?where[id][in]=${ids.join(',')}&sort=displayOrder&depth=0`, { session: admin })
    const response = await api('/api/products/reorder', { method: 'POST', body: JSON.stringify({ ids: [...ids].reverse() }) })
    expect(response.status).toBe(403)
    const after = await api(`/api/products?where[id][in]=${ids.join(',')}&sort=displayOrder&depth=0`, { session: admin })
    expect((after.body.docs ?? []).map((doc) => doc.id)).toEqual((before.body.docs ?? []).map((doc) => doc.id))
  })
})
