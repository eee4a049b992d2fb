import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSession, baseUrl, type Session } from '../helpers/http'
import { type OwnSite, startOwnSite } from '../helpers/own-site'

/**
 * A site without a mail server (no SMTP_URL) never claims a mail was sent: the staff invitation says so
 * and gives the link (issue 50.12), the dashboard says mail is not set up, and a buyer's request summary
 * does not promise a copy.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let admin: Session

beforeAll(async () => {
  admin = await adminSession()
})

// Issue 50.12: without a mail server the invitation is not "sent": the answer says so and carries the
// link, once, for the administrator to pass on; the link works as a mailed one does.
describe('a site without a mail server', () => {
  let site: OwnSite
  beforeAll(async () => {
    site = await startOwnSite('invite-without-mail', {})
  }, 180_000)
  afterAll(async () => site?.stop())

  it('says nothing was e-mailed and gives the administrator the link, which lets the invitee choose a password', async () => {
    const email = `no-mail-${run}@example.com`
    const sent = await site.api('/api/users/invite', { admin: true, method: 'POST', body: JSON.stringify({ email, name: 'Ka Ming Wong', role: 'editor' }) })
    expect(sent.status).toBe(201)
    expect(sent.body.message).toBe(
      `No mail server is set up (SMTP_URL), so nothing was e-mailed. Copy this link and send it to ${email} yourself: it lets them choose their password and works for 7 days. It is shown only now.`,
    )
    const token = /\/admin\/reset\/([A-Za-z0-9]+)$/.exec(String(sent.body.link))?.[1]
    expect(token).toBeTruthy()
    const chosen = await site.api('/api/users/reset-password', { method: 'POST', body: JSON.stringify({ token, password: 'chosen-password-0123456789' }) })
    expect(chosen.status).toBe(200)
    const signedIn = await site.api('/api/users/login', { method: 'POST', body: JSON.stringify({ email, password: 'chosen-password-0123456789' }) })
    expect(signedIn.status).toBe(200)

    const chinese = await site.api('/api/users/invite', { admin: true, method: 'POST', body: JSON.stringify({ email: `no-mail-zh-${run}@example.com`, role: 'editor' }), headers: { 'Accept-Language': 'zh-TW' } })
    expect(chinese.body.message).toMatch(/^系統未設定郵件伺服器（SMTP_URL），因此沒有寄出任何郵件。/)
  })

  it('says on the dashboard that e-mail is not set up, where a site with a mail server says nothing', async () => {
    const dashboard = await site.api('/admin', { admin: true })
    expect(String(dashboard.body.text)).toContain('E-mail is not set up (no SMTP_URL)')
    const withMail = await (await fetch(`${baseUrl()}/admin`, { headers: admin.authHeader })).text()
    expect(withMail).toContain('data-waiting-for-me')
    expect(withMail).not.toContain('data-mail-not-configured')
  })

  it('stores a buyer\'s request and shows its summary without promising a copy by e-mail', async () => {
    const product = await site.api('/api/products', { admin: true, method: 'POST', body: JSON.stringify({ name: `Quiet Gold ${run}`, slug: `quiet-gold-${run}`, status: 'Active' }) })
    const productId = (product.body.doc as { id: number }).id
    const sent = await site.api('/api/requests/submit', {
      method: 'POST',
      body: JSON.stringify({ name: 'Mei Chan', company: 'Lotus Atelier', email: `mei-${run}@example.com`, country: 'Hong Kong', message: 'Samples of your golds, please.', locale: 'en', lines: [{ product: productId, kind: 'samples', quantity: 1, unit: 'cones', note: '' }] }),
    })
    expect(sent.status).toBe(201)
    expect(sent.body.copy).toBe(false)
    const summary = await site.api(String(sent.body.receipt))
    expect(String(summary.body.text)).toContain('Request sent successfully!')
    expect(String(summary.body.text)).not.toContain('A copy is on its way')
  })
})
