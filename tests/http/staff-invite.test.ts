import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, type Session } from '../helpers/http'
import { mailBody, mailSubject, startSmtpServer, type TestSmtpServer } from '../helpers/smtp'
import { testServer } from '../helpers/test-server'

/**
 * Issue 27.4: an administrator invites a staff member by e-mail (POST /api/users/invite). The account
 * is made by the Users collection's own create rule, the mail (both languages) carries a link to
 * Payload's reset screen, the invitee chooses a password there and is signed in, and the invitation
 * ends. Refusals in the administrator's language; editors and visitors are refused.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const invitee = `invitee-${run}@example.com`
const zh = { 'Accept-Language': 'zh-TW' }
let admin: Session
let smtp: TestSmtpServer

const invite = (body: object, session?: Session, headers: Record<string, string> = {}) => api('/api/users/invite', { method: 'POST', body: JSON.stringify(body), session, headers })
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address))
const staffRecord = async (email: string) => ((await api(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { session: admin })).body.docs ?? [])[0] as { id: number; role: string; name: string; invitedAt: string | null } | undefined
const signIn = (email: string, password: string) => api('/api/users/login', { method: 'POST', body: JSON.stringify({ email, password }) })
/** The reset link's token from an invitation mail. */
const tokenOf = (raw: string) => /\/admin\/reset\/([A-Za-z0-9]+)/.exec(mailBody(raw))?.[1]

beforeAll(async () => {
  smtp = await startSmtpServer(testServer().smtpPort)
  admin = await adminSession()
})
afterAll(async () => smtp?.close())

describe('inviting a staff member', () => {
  it('makes the account and mails a 7-day link in both languages; the invitee chooses a password and is signed in', async () => {
    const before = Date.now()
    const sent = await invite({ email: ` ${invitee.toUpperCase()} `, name: 'Wing Yan Lee', role: 'editor' }, admin)
    expect(sent.status).toBe(201)
    expect(sent.body.message).toBe(`Invitation sent to ${invitee}.`)
    const record = await staffRecord(invitee)
    expect(record).toMatchObject({ role: 'editor', name: 'Wing Yan Lee' })
    expect(Date.parse(record!.invitedAt!)).toBeGreaterThanOrEqual(before - 1000)

    await expect.poll(() => mailsTo(invitee).length).toBe(1)
    const mail = mailsTo(invitee)[0]!
    expect(mailSubject(mail.raw)).toMatch(/: your staff account · .+：您的員工帳戶$/)
    const body = mailBody(mail.raw)
    expect(body).toContain('has invited you to run the')
    expect(body).toContain('as an editor')
    expect(body).toContain('the link works for 7 days')
    expect(body).toContain('邀請您以編輯身分管理')
    const token = tokenOf(mail.raw)
    expect(token).toBeTruthy()
    expect(body).toContain(`${testServer().baseUrl}/admin/reset/${token}`)

    // Nobody knows the account's password until the invitee chooses one.
    expect((await signIn(invitee, 'any-password-0123456789')).status).toBe(401)
    const chosen = await api('/api/users/reset-password', { method: 'POST', body: JSON.stringify({ token, password: 'chosen-password-0123456789' }) })
    expect(chosen.status).toBe(200)
    expect(chosen.body.token).toBeTruthy()
    expect((await staffRecord(invitee))!.invitedAt).toBeNull()
    expect((await signIn(invitee, 'chosen-password-0123456789')).status).toBe(200)
  })

  it('answers that the account exists once the invitation was accepted, in the administrator’s language', async () => {
    const english = await invite({ email: invitee, role: 'editor' }, admin)
    expect(english.status).toBe(409)
    expect(english.body.error).toBe('A staff member with this e-mail already has an account.')
    const chinese = await invite({ email: invitee, role: 'editor' }, admin, zh)
    expect(chinese.status).toBe(409)
    expect(chinese.body.error).toBe('此電子郵件已有員工帳戶。')
    expect(mailsTo(invitee)).toHaveLength(1)
  })

  // Issue 50.16: a link already mailed stays valid, and a reset request never cancels an invitation.
  it('sends a second invitation at once with the same link; a stranger’s reset request mails the invitation again, and its link works', async () => {
    const pending = `pending-${run}@example.com`
    // An editor: an administrator made here would count as another one in tests/http/roles.test.ts on this server.
    expect((await invite({ email: pending, role: 'editor' }, admin)).status).toBe(201)
    await expect.poll(() => mailsTo(pending).length).toBe(1)
    const token = tokenOf(mailsTo(pending)[0]!.raw)
    expect(token).toBeTruthy()
    const again = await invite({ email: pending, role: 'editor' }, admin, zh)
    expect(again.status).toBe(200)
    expect(again.body.message).toBe(`已再次向 ${pending} 發送邀請，連結不變，由現在起 7 天內有效。`)
    await expect.poll(() => mailsTo(pending).length).toBe(2)

    const stranger = await api('/api/users/forgot-password', { method: 'POST', body: JSON.stringify({ email: pending }) })
    expect(stranger.status).toBe(200)
    await expect.poll(() => mailsTo(pending).length).toBe(3)
    const reminder = mailsTo(pending)[2]!
    expect(mailSubject(reminder.raw)).toMatch(/: your staff account · .+：您的員工帳戶$/)
    expect(mailBody(reminder.raw)).toContain('You have been invited to run the')
    expect(mailBody(reminder.raw)).toContain('as an editor')
    expect(mailBody(reminder.raw)).toContain('the link works for 7 days from the invitation')
    expect(mailsTo(pending).map((mail) => tokenOf(mail.raw))).toEqual([token, token, token])

    const chosen = await api('/api/users/reset-password', { method: 'POST', body: JSON.stringify({ token, password: 'pending-password-0123456789' }) })
    expect(chosen.status).toBe(200)
    expect((await staffRecord(pending))!.invitedAt).toBeNull()
  })

  it('refuses bad input with the field’s message, in both languages, and makes no account', async () => {
    const bad = await invite({ email: 'not-an-address', role: 'editor' }, admin)
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ email: 'Enter a valid e-mail address, such as name@example.com.' })
    const badChinese = await invite({ email: `ok-${run}@example.com`, role: 'owner' }, admin, zh)
    expect(badChinese.status).toBe(400)
    expect(badChinese.body.errors).toEqual({ role: '請選擇「管理員」或「編輯」。' })
    expect(await staffRecord(`ok-${run}@example.com`)).toBeUndefined()
    const notJson = await fetch(`${baseUrl()}/api/users/invite`, { method: 'POST', headers: { ...admin.authHeader, 'Content-Type': 'application/json' }, body: '{' })
    expect(notJson.status).toBe(400)
  })

  it('refuses editors and visitors', async () => {
    const editorSession = await signIn(invitee, 'chosen-password-0123456789')
    const editor: Session = { token: editorSession.body.token as string, authHeader: { Authorization: `JWT ${editorSession.body.token as string}` } }
    const byEditor = await invite({ email: `by-editor-${run}@example.com`, role: 'administrator' }, editor)
    expect(byEditor.status).toBe(403)
    expect(byEditor.body.error).toBe('Only administrators can invite staff.')
    const byVisitor = await invite({ email: `by-visitor-${run}@example.com`, role: 'editor' }, undefined, zh)
    expect(byVisitor.status).toBe(401)
    expect(byVisitor.body.error).toBe('請以管理員身分登入以邀請員工。')
    expect(await staffRecord(`by-editor-${run}@example.com`)).toBeUndefined()
    expect(await staffRecord(`by-visitor-${run}@example.com`)).toBeUndefined()
    expect(smtp.received.filter((mail) => mail.to.some((to) => to.startsWith('by-')))).toHaveLength(0)
  })
})
