#!/usr/bin/env node
// Latency of the catalogue pages against a running server, as JSON.
// Usage: node bench/catalogue-latency.mjs http://localhost:3000 [admin-email] [admin-password]
// For each path: the first (uncached) request, then the median and p95 of 30 requests.
const [base = 'http://localhost:3000', email, password] = process.argv.slice(2)

async function timed(url, headers = {}) {
  const started = performance.now()
  const response = await fetch(url, { headers })
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]

async function measure(path, headers) {
  const first = await timed(`${base}${path}`, headers)
  const runs = []
  for (let index = 0; index < 30; index += 1) runs.push((await timed(`${base}${path}`, headers)).ms)
  return { path, status: first.status, firstMs: Math.round(first.ms), medianMs: +percentile(runs, 50).toFixed(1), p95Ms: +percentile(runs, 95).toFixed(1) }
}

let auth = {}
if (email && password) {
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
  auth = { Authorization: `JWT ${(await login.json()).token}` }
}
const counts = await (await fetch(`${base}/api/products?limit=1&depth=0`, { headers: auth })).json()
const product = (await (await fetch(`${base}/api/products?limit=1&page=${Math.max(1, Math.floor(counts.totalDocs / 2))}&depth=0`, { headers: auth })).json()).docs[0]
const results = []
for (const path of ['/products', '/products?q=thread', `/products/${product?.slug}`, '/']) results.push(await measure(path))
if (email) {
  results.push(await measure('/api/item-codes?limit=10&page=100&depth=1&sort=itemCode', auth))
  results.push(await measure('/api/item-codes?limit=10&depth=1&where[itemCode][like]=0150', auth))
}
console.log(JSON.stringify({ base, activeProducts: counts.totalDocs, at: new Date().toISOString(), results }, null, 2))
