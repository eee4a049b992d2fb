import { inject, describe, expect, it } from 'vitest'
import { api, baseUrl } from '../helpers/http'

/**
 * Sign-in and password-reset throttling (src/users/sign-in). The test server
 * trusts one proxy hop, so each request names its client in X-Forwarded-For.
 */
let networks = 0
const newAddress = () => {
  networks += 1
  return `100.${64 + Math.floor(networks / 250)}.${networks % 250}.5`
}
const signIn = (email: string, password: string, address: string) =>
  api('/api/users/login', { method: 'POST', body: JSON.stringify({ email, password }), headers: { 'X-Forwarded-For': address } })

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

describe('signing in', () => {
  it('a stranger failing on the administrator\'s account is refused, and the administrator still signs in from elsewhere', async () => {
    const attacker = newAddress()
    const statuses = []
    for (let attempt = 0; attempt < 8; attempt += 1) statuses.push((await signIn(inject('adminEmail'), `wrong-${attempt}`, attacker)).status)
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5)).toEqual([429, 429, 429])
    const refused = await signIn(inject('adminEmail'), inject('adminPassword'), attacker)
    expect(refused.status).toBe(429)
    expect(refused.body.errors?.[0]?.message).toBe('Too many failed sign-in attempts from this address. Please wait 15 minutes and try again.')
    expect(refused.body.token).toBeUndefined()

    const administrator = await signIn(inject('adminEmail'), inject('adminPassword'), newAddress())
    expect(administrator.status).toBe(200)
    expect(administrator.body.token).toEqual(expect.any(String))
    expect(administrator.headers.get('set-cookie')).toMatch(/payload-token=/)
  })

  it('refuses in the admin\'s language', async () => {
    const attacker = newAddress()
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(inject('adminEmail'), `wrong-${attempt}`, attacker)
    const refused = await api('/api/users/login', {
      method: 'POST',
      body: JSON.stringify({ email: inject('adminEmail'), password: 'wrong' }),
      headers: { 'X-Forwarded-For': attacker, 'Accept-Language': 'zh-TW' },
    })
    expect(refused.status).toBe(429)
    expect(refused.body.errors?.[0]?.message).toBe('此網絡地址登入失敗次數過多，請於 15 分鐘後再試。')
  })

  it('an address failing across many accounts is refused after 10 failures', async () => {
    const attacker = newAddress()
    const statuses = []
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await signIn(`guess-${attempt}-${Date.now()}@example.com`, 'wrong-password', attacker)).status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.at(-1)).toBe(429)
  })

  it('never says an account is locked, and answers unknown and known accounts alike, in about the same time', async () => {
    const known: number[] = []
    const unknown: number[] = []
    const bodies = new Set<string>()
    for (let round = 0; round < 4; round += 1) {
      known.push(await timed(async () => bodies.add(JSON.stringify((await signIn(inject('adminEmail'), 'not-the-password', newAddress())).body))))
      unknown.push(await timed(async () => bodies.add(JSON.stringify((await signIn(`nobody-${round}-${Date.now()}@example.com`, 'not-the-password', newAddress())).body))))
    }
    expect([...bodies]).toEqual([JSON.stringify({ errors: [{ message: 'The email or password provided is incorrect.' }] })])
    // Before, an unknown account was answered in ~30 ms and a known one in ~200 ms (the password hash).
    expect(median(unknown) / median(known)).toBeGreaterThan(0.6)
    expect(median(unknown) / median(known)).toBeLessThan(1.6)
  })

  it('the admin\'s sign-in form keeps working: the cookie signs the next request in', async () => {
    const reply = await signIn(inject('adminEmail'), inject('adminPassword'), newAddress())
    const cookie = reply.headers.get('set-cookie')?.split(';')[0] ?? ''
    expect(cookie).toMatch(/^payload-token=.+/)
    // As the admin's own pages send it: the cookie, from the site's origin (Payload's CSRF check).
    const me = await fetch(`${baseUrl()}/api/users/me`, { headers: { Cookie: cookie, Origin: new URL(baseUrl()).origin } })
    expect(((await me.json()) as { user?: { email?: string } }).user?.email).toBe(inject('adminEmail'))
  })
})

describe('password reset requests', () => {
  const reset = (email: string, address: string) =>
    api('/api/users/forgot-password', { method: 'POST', body: JSON.stringify({ email }), headers: { 'X-Forwarded-For': address } })

  it('allows 5 an hour from one address, then answers 429', async () => {
    const address = newAddress()
    const statuses = []
    for (let index = 0; index < 7; index += 1) statuses.push((await reset(`reset-${index}-${Date.now()}@example.com`, address)).status)
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses.slice(5)).toEqual([429, 429])
  })

  it('allows 3 an hour for one account, from any address', async () => {
    const email = `reset-target-${Date.now()}@example.com`
    const statuses = []
    for (let index = 0; index < 4; index += 1) statuses.push((await reset(email, newAddress())).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const refused = await reset(email, newAddress())
    expect(refused.body.errors?.[0]?.message).toBe('Too many password reset requests. Please wait an hour and try again.')
  })
})
