import { makeJpeg } from './fixtures'
import { jsonCall, type JsonReply } from './json-call'

/**
 * Bursts of the public writes a crowd of buyers makes at once, sent to one site or spread over
 * several nodes of one: each visitor from a network of its own (named in X-Forwarded-For, which
 * the site takes from its one trusted proxy), so that the per-visitor and per-network limits are
 * not what is counted. What the database kept is read back as an administrator.
 */
export type BurstSite = {
  /** Where the visitors' requests go, in turn (one origin, or each node of a cluster). */
  origins: string[]
  /** Where the administrator reads (any origin of the site). */
  adminOrigin: string
  adminToken: string
}

type Reply = JsonReply
const call = jsonCall

let visitors = 0
/** A visitor in a /24 network of its own, never the same twice in a process. */
export function newNetworkVisitor(): string {
  visitors += 1
  return `10.${(visitors >> 8) & 255}.${visitors & 255}.${1 + ((visitors >> 16) & 127)}`
}

/** `count` requests, at most `inFlight` at a time (a crowd, not a queue), spread over the site's origins. */
async function burst(site: BurstSite, count: number, send: (origin: string, index: number) => Promise<Reply>, inFlight = 200): Promise<Reply[]> {
  const replies: Reply[] = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(inFlight, count) }, async () => {
      while (next < count) {
        const index = next++
        replies[index] = await send(site.origins[index % site.origins.length]!, index)
      }
    }),
  )
  return replies
}

const statuses = (replies: Reply[]) => replies.reduce<Record<number, number>>((counts, reply) => ({ ...counts, [reply.status]: (counts[reply.status] ?? 0) + 1 }), {})

async function create(site: BurstSite, collection: string, data: Record<string, unknown>): Promise<number> {
  const reply = await call(site.adminOrigin, `/api/${collection}`, { method: 'POST', token: site.adminToken, body: data })
  if (reply.status !== 201) throw new Error(`Creating ${collection} answered ${reply.status}: ${JSON.stringify(reply.body)}`)
  return (reply.body.doc as { id: number }).id
}

const total = async (site: BurstSite, path: string) => {
  const reply = await call(site.adminOrigin, path, { token: site.adminToken })
  if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}`)
  return reply.body
}

/** `count` likes of one Active news item, each from another visitor: the count the item ends with, and the answers. */
export async function likeBurst(site: BurstSite, run: string, count: number) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(320, 240))], { type: 'image/jpeg' }), `crowd-${run}.jpg`)
  form.append('_payload', JSON.stringify({ alt: 'Our stand at the fair' }))
  const upload = await fetch(`${site.adminOrigin}/api/media`, { method: 'POST', body: form, headers: { Authorization: `JWT ${site.adminToken}` } })
  if (upload.status !== 201) throw new Error(`Uploading the news picture answered ${upload.status}`)
  const image = ((await upload.json()) as { doc: { id: number } }).doc.id
  const id = await create(site, 'news-items', {
    title: `Crowd ${run}`,
    slug: `crowd-${run}`,
    status: 'Active',
    description: 'Meet us at the fair.',
    articleBody: 'We show the full metallic range and the new holographic series.',
    primaryImage: image,
  })
  const replies = await burst(site, count, (origin) => call(origin, `/api/news-items/${id}/like`, { method: 'POST', body: { action: 'like' }, client: newNetworkVisitor() }))
  const likes = (await call(site.adminOrigin, `/api/news-items/likes?ids=${id}`)).body.likes as Record<string, number>
  return { statuses: statuses(replies), counted: replies.filter((reply) => reply.body.counted === true).length, likes: likes[String(id)] }
}

/** `count` subscriptions of one address at once: the answers and how many subscribers hold it. */
export async function subscribeBurst(site: BurstSite, run: string, count: number) {
  const email = `crowd.${run}@example.com`
  const replies = await burst(site, count, (origin) => call(origin, '/api/newsletter-subscribers/subscribe', { method: 'POST', body: { email }, client: newNetworkVisitor() }))
  const stored = await total(site, `/api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}&limit=0&depth=0`)
  return { statuses: statuses(replies), stored: stored.totalDocs as number }
}

/** `count` contact messages at once, each its own subject: the answers, how many are stored and how many distinct subjects. */
export async function messageBurst(site: BurstSite, run: string, count: number) {
  const prefix = `Crowd ${run} #`
  const replies = await burst(site, count, (origin, index) =>
    call(origin, '/api/contact-messages/submit', { method: 'POST', body: { name: 'Mei Ling Chan', email: 'mei@example.com', subject: `${prefix}${index}`, message: 'Please quote 200 cones of gold.' }, client: newNetworkVisitor() }),
  )
  const stored = await total(site, `/api/contact-messages?where[subject][like]=${encodeURIComponent(prefix)}&limit=0&depth=0&select[subject]=true`)
  const subjects = (stored.docs as { subject: string }[]).map((doc) => doc.subject)
  return { statuses: statuses(replies), stored: stored.totalDocs as number, distinct: new Set(subjects).size }
}

/** `count` sample and quote requests at once: the answers, how many are stored and how many distinct references they took. */
export async function requestBurst(site: BurstSite, run: string, count: number) {
  const product = await create(site, 'products', { name: `Crowd Gold ${run}`, slug: `crowd-gold-${run}`, status: 'Active' })
  const code = await create(site, 'item-codes', { product, itemCode: `CR-${run}`, shadeHex: '#C9A227' })
  const company = `Crowd ${run}`
  const replies = await burst(site, count, (origin, index) =>
    call(origin, '/api/requests/submit', {
      method: 'POST',
      client: newNetworkVisitor(),
      body: { name: 'Claire Dubois', company, email: `buyer${index}.${run}@example.com`, country: 'France', message: 'Samples, please.', locale: 'en', lines: [{ product, code, kind: 'samples', quantity: 1, unit: 'cones' }] },
    }),
  )
  const stored = await total(site, `/api/requests?where[company][equals]=${encodeURIComponent(company)}&limit=0&depth=0&select[reference]=true`)
  const references = (stored.docs as { reference: string }[]).map((doc) => doc.reference)
  return { statuses: statuses(replies), stored: stored.totalDocs as number, distinct: new Set(references).size }
}
