import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, baseUrl, type Session } from '../helpers/http'
import { slowUpload as slowUploadTo } from '../helpers/slow-upload'

/**
 * Multipart writes to the API are judged from their headers before their body
 * is read: an anonymous upload is refused while the client is still sending it,
 * a body over the largest upload is refused at once, and the site keeps
 * answering meanwhile. Signed-in uploads and the admin's sign-in form (sent as
 * multipart before anyone is signed in) still work.
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const MB = 1024 * 1024
let admin: Session
const created: number[] = []
const slowUpload = (path: string, fileBytes: number, options?: Parameters<typeof slowUploadTo>[3]) => slowUploadTo(baseUrl(), path, fileBytes, options)

async function timedHome(): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${baseUrl()}/`)
  await response.arrayBuffer()
  expect(response.status).toBe(200)
  return performance.now() - started
}

beforeAll(async () => {
  admin = await adminSession()
})

afterAll(async () => {
  for (const id of created) await api(`/api/media/${id}`, { method: 'DELETE', session: admin })
})

describe('an anonymous multipart upload', () => {
  it('of 30 MB is refused with a 403 while the client is still sending it', async () => {
    const reply = await slowUpload('/api/media', 30 * MB)
    console.log(`anonymous 30 MB upload: 403 after ${reply.ms.toFixed(0)} ms, ${(reply.sentAtResponse / MB).toFixed(1)} of ${(reply.total / MB).toFixed(1)} MB sent`)
    expect(reply.status).toBe(403)
    expect(JSON.parse(reply.body)).toEqual({ errors: [{ message: 'You are not allowed to perform this action.' }] })
    expect(reply.sentAtResponse).toBeLessThan(reply.total)
  })

  it('to any collection or endpoint is refused the same way', async () => {
    for (const path of ['/api/products', `/api/media/1`, '/api/users', '/api/news-items/1/like']) {
      const reply = await slowUpload(path, 30 * MB)
      expect([path, reply.status]).toEqual([path, 403])
      expect(reply.sentAtResponse).toBeLessThan(reply.total)
    }
  })

  it('four at once do not hold up the home page', async () => {
    await timedHome()
    let uploading = true
    const statuses: number[] = []
    const uploader = async () => {
      while (uploading) statuses.push((await slowUpload('/api/media', 30 * MB)).status)
    }
    const uploaders = Array.from({ length: 4 }, uploader)
    const times: number[] = []
    for (let index = 0; index < 15; index += 1) times.push(await timedHome())
    uploading = false
    await Promise.all(uploaders)
    const p50 = [...times].sort((a, b) => a - b)[7]!
    console.log(`home page p50 during 4 anonymous 30 MB uploads at a time: ${p50.toFixed(1)} ms (${statuses.length} uploads, all ${[...new Set(statuses)].join('/')})`)
    expect(new Set(statuses)).toEqual(new Set([403]))
    // Generous for a busy test machine: before, each upload held a core for half a minute and the page took seconds.
    expect(p50).toBeLessThan(1500)
  })
})

describe('a body larger than any upload', () => {
  it('is refused with a 413 from its announced length, signed in or not, before it is sent', async () => {
    for (const headers of [{}, admin.authHeader]) {
      const reply = await slowUpload('/api/media', 1 * MB, { headers, declaredLength: 60 * MB })
      expect(reply.status).toBe(413)
      expect(JSON.parse(reply.body).errors[0].message).toBe('File too large: The file you are trying to upload exceeds the maximum allowed size. Images may be up to 10 MB; PDF files 30 MB; videos 50 MB.')
      // Only 1 MB of the announced 60 is ever sent: a server waiting for the body would never answer.
      expect(reply.sentAtResponse).toBeLessThan(2 * MB)
    }
  })
})

describe('what still works', () => {
  it("a signed-in administrator's upload, with the token or with the session cookie", async () => {
    // A browser sends the site's Origin with the cookie; Payload ignores a session cookie without it.
    for (const headers of [admin.authHeader, { Cookie: `payload-token=${admin.token}`, Origin: baseUrl() }]) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(await makeJpeg(400, 300))], { type: 'image/jpeg' }), `admitted-${run}.jpg`)
      form.append('_payload', JSON.stringify({ alt: 'admitted' }))
      const reply = await api('/api/media', { method: 'POST', body: form, headers })
      expect(reply.status).toBe(201)
      created.push((reply.body.doc as { id: number }).id)
    }
  })

  it("the admin's sign-in form, which Payload sends as multipart", async () => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }))
    const reply = await api('/api/users/login', { method: 'POST', body: form })
    expect(reply.status).toBe(200)
    expect(typeof reply.body.token).toBe('string')
  })

  it('but not an anonymous sign-in form larger than a few fields', async () => {
    const reply = await slowUpload('/api/users/login', 1 * MB)
    expect(reply.status).toBe(403)
  })
})
