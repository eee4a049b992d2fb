#!/usr/bin/env node
// Issue 50.17's burst against a running server started with TRUST_PROXY=1 (each like names its own network in
// X-Forwarded-For): 1,000 likes of one Active article from 1,000 networks, 200 in flight, while one reader loads /
// again and again and an administrator signs in. Prints JSON: the burst, / at rest and during it, the sign-in.
// Usage: node bench/like-burst.mjs http://localhost:3000 admin-email admin-password
const [,, base, email, password] = process.argv
const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
const token = (await login.json()).token
const news = await (await fetch(`${base}/api/news-items?where[status][equals]=Active&limit=1&depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()
const id = news.docs[0].id
const likesBefore = (await (await fetch(`${base}/api/news-items/likes?ids=${id}`)).json()).likes?.[String(id)] ?? 0
const timed = async (fn) => { const start = performance.now(); const result = await fn(); return { ms: performance.now() - start, result } }
const home = () => timed(async () => (await fetch(`${base}/`)).status)
const quantile = (values, q) => { const sorted = [...values].sort((a, b) => a - b); return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] }
// Warm and measure at rest.
for (let i = 0; i < 5; i += 1) await home()
const rest = []
for (let i = 0; i < 30; i += 1) rest.push((await home()).ms)
let visitors = 0
const network = () => { visitors += 1; return `10.${(visitors >> 8) & 255}.${visitors & 255}.7` }
const statuses = {}
let done = false
const burstStart = performance.now()
let next = 0
const likeLatencies = []
const burst = Promise.all(Array.from({ length: 200 }, async () => {
  while (next < 1000) {
    next += 1
    const { ms, result } = await timed(async () => {
      try { return (await fetch(`${base}/api/news-items/${id}/like`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': network() }, body: JSON.stringify({ action: 'like' }), signal: globalThis.AbortSignal.timeout(60_000) })).status } catch { return 'timeout' }
    })
    statuses[result] = (statuses[result] ?? 0) + 1
    likeLatencies.push(ms)
  }
})).then(() => { done = true })
const during = []
const reader = (async () => { while (!done) during.push((await home()).ms) })()
await new Promise((resolve) => setTimeout(resolve, 300))
const signIn = await timed(async () => (await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })).status)
await burst
await reader
const burstMs = performance.now() - burstStart
const likes = await (await fetch(`${base}/api/news-items/likes?ids=${id}`)).json()
const round = (value) => Math.round(value)
console.log(JSON.stringify({
  burst: { likes: 1000, inFlight: 200, seconds: +(burstMs / 1000).toFixed(1), statuses, likeMedianMs: round(quantile(likeLatencies, 0.5)), likeP90Ms: round(quantile(likeLatencies, 0.9)), added: (likes.likes?.[String(id)] ?? 0) - likesBefore },
  homeAtRest: { n: rest.length, medianMs: round(quantile(rest, 0.5)), p90Ms: round(quantile(rest, 0.9)) },
  homeDuringBurst: { n: during.length, medianMs: round(quantile(during, 0.5)), p90Ms: round(quantile(during, 0.9)), maxMs: round(Math.max(...during)) },
  adminSignInDuringBurst: { status: signIn.result, ms: round(signIn.ms) },
}, null, 1))
