// Uncached latency of the list and detail pages, and of the admin's item-code
// list, on one catalogue size. Before each timed request a save through the
// API (changing nothing) expires the page's cache tags, as an administrator's
// save does, so the page is rendered again from the database.
import { middleDocument, signIn } from './app-server.mjs'
import { json, median, request } from './http.mjs'
import { searchTargets } from './search.mjs'

const SAMPLES = Number(process.env.BENCH_GROWTH_SAMPLES ?? 11)

export async function measureGrowth(port) {
  const host = `localhost:${port}`
  const token = await signIn(port, host)
  const auth = { authorization: `JWT ${token}` }
  const product = await middleDocument(port, host, 'products')
  const galleryItem = await middleDocument(port, host, 'gallery-items')
  const newsItem = await middleDocument(port, host, 'news-items')

  const touch = (collection, id) => async () => {
    const saved = await json({ port, host, path: `/api/${collection}/${id}`, method: 'PATCH', headers: auth, body: '{}' })
    if (saved.status !== 200) throw new Error(`Saving ${collection} ${id} failed: ${saved.status}`)
  }
  const targets = [
    { page: '/products', path: '/products', before: touch('products', product.id) },
    { page: 'product page', path: `/products/${product.slug}`, before: touch('products', product.id) },
    { page: '/resources', path: '/resources', before: touch('gallery-items', galleryItem.id) },
    { page: '/news', path: '/news', before: touch('news-items', newsItem.id) },
    // The site search is rendered per request (no cache to expire): a product word, a code prefix, and an exact code (a redirect to its product).
    ...(await searchTargets(port, host, product)),
    // The admin list is rendered for every request; its default sort is by item code.
    { page: 'admin item codes', path: '/admin/collections/item-codes', headers: { cookie: `payload-token=${token}` } },
  ]
  const results = {}
  for (const target of targets) {
    const timings = []
    for (let sample = 0; sample < SAMPLES + 1; sample += 1) {
      await target.before?.()
      const response = await request({ port, host, path: target.path, headers: target.headers })
      if (response.status !== (target.status ?? 200)) throw new Error(`${target.path} answered ${response.status}`)
      if (sample > 0) timings.push(response.ms)
    }
    const cached = []
    if (target.before) for (let sample = 0; sample < SAMPLES; sample += 1) cached.push((await request({ port, host, path: target.path })).ms)
    results[target.page] = { path: target.path, uncachedMedianMs: Number(median(timings).toFixed(1)), cachedMedianMs: cached.length ? Number(median(cached).toFixed(1)) : null }
  }
  return results
}
