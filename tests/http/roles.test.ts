import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, type Session } from '../helpers/http'

/**
 * Issue 27, roles: an administrator runs everything; an editor runs the
 * content and the day's work but is refused, by the collections' own access
 * rules and the endpoints, on every administrator-only path over the API:
 * staff accounts, roles, the general settings, the storage cleanup and the
 * item-code import. The last administrator stays an administrator.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const password = 'editor-password-0123456789'
let admin: Session
let editor: Session
let editorId: number

async function signIn(email: string): Promise<Session> {
  const response = await fetch(`${baseUrl()}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
  expect(response.status).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return { token, authHeader: { Authorization: `JWT ${token}` } }
}

const errorOf = (reply: { body: unknown }) => {
  const body = reply.body as { errors?: { message: string }[]; error?: string }
  return body.errors?.[0]?.message ?? body.error
}

beforeAll(async () => {
  admin = await adminSession()
  const created = await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ email: `editor-${run}@example.com`, password, name: 'Mei Ling Chan', role: 'editor' }) })
  expect(created.status).toBe(201)
  editorId = (created.body.doc as { id: number }).id
  editor = await signIn(`editor-${run}@example.com`)
})

describe('an editor', () => {
  it('runs the content: creates, edits and deletes a product with its item codes', async () => {
    const product = await api('/api/products?locale=en', { method: 'POST', session: editor, body: JSON.stringify({ name: `Editor Gold ${run}` }) })
    expect(product.status).toBe(201)
    const id = (product.body.doc as { id: number; slug: string }).id
    expect((product.body.doc as { slug: string }).slug).toBe(`editor-gold-${run}`)
    expect((await api('/api/item-codes', { method: 'POST', session: editor, body: JSON.stringify({ product: id, itemCode: `ED-${run}` }) })).status).toBe(201)
    expect((await api(`/api/products/${id}`, { method: 'PATCH', session: editor, body: JSON.stringify({ status: 'Inactive' }) })).status).toBe(200)
    expect((await api(`/api/products/${id}`, { method: 'DELETE', session: editor })).status).toBe(200)
    expect((await api(`/api/item-codes?where[itemCode][equals]=ED-${run}`, { session: admin })).body.totalDocs).toBe(0)
  })

  it('changes their own name and password, and is refused a new role with the reason, nothing saved (issue 50.14)', async () => {
    const promoted = await api(`/api/users/${editorId}`, { method: 'PATCH', session: editor, body: JSON.stringify({ name: 'Taken over', role: 'administrator' }) })
    expect(promoted.status).toBe(403)
    expect(errorOf(promoted)).toBe('Only an administrator can change a role.')
    const chinese = await api(`/api/users/${editorId}`, { method: 'PATCH', session: editor, body: JSON.stringify({ role: 'administrator' }), headers: { 'Accept-Language': 'zh-TW' } })
    expect(errorOf(chinese)).toBe('只有管理員可以更改角色。')
    expect((await api(`/api/users/${editorId}`, { session: admin })).body).toMatchObject({ name: 'Mei Ling Chan', role: 'editor' })
    // The account page sends the role as it is with every save: that goes on.
    const renamed = await api(`/api/users/${editorId}`, { method: 'PATCH', session: editor, body: JSON.stringify({ name: 'Mei Ling Chan (sales)', role: 'editor' }) })
    expect(renamed.status).toBe(200)
    expect((await api(`/api/users/${editorId}`, { session: admin })).body).toMatchObject({ name: 'Mei Ling Chan (sales)', role: 'editor' })
  })

  it('is refused staff accounts: adding, removing, or changing another person', async () => {
    const adminId = ((await api('/api/users/me', { session: admin })).body.user as { id: number }).id
    expect((await api('/api/users', { method: 'POST', session: editor, body: JSON.stringify({ email: `friend-${run}@example.com`, password, role: 'administrator' }) })).status).toBe(403)
    expect((await api(`/api/users/${adminId}`, { method: 'PATCH', session: editor, body: JSON.stringify({ name: 'Taken over' }) })).status).toBe(403)
    expect((await api(`/api/users/${adminId}`, { method: 'DELETE', session: editor })).status).toBe(403)
    expect((await api(`/api/users/${adminId}`, { session: admin })).body).toMatchObject({ role: 'administrator' })
  })

  it('is refused the general settings, and reads them', async () => {
    expect((await api('/api/globals/general-settings', { session: editor })).status).toBe(200)
    const refused = await api('/api/globals/general-settings', { method: 'POST', session: editor, body: JSON.stringify({ companyName: 'Taken over' }) })
    expect(refused.status).toBe(403)
    expect((await api('/api/globals/general-settings', { session: admin })).body).not.toMatchObject({ companyName: 'Taken over' })
  })

  it('is refused the storage cleanup, in their language', async () => {
    const english = await api('/api/media/storage-cleanup', { session: editor })
    expect(english.status).toBe(403)
    expect(errorOf(english)).toBe('Only administrators can clean up storage.')
    const chinese = await api('/api/media/storage-cleanup', { method: 'POST', session: editor, body: JSON.stringify({ records: [], files: [] }), headers: { 'Accept-Language': 'zh-TW' } })
    expect(chinese.status).toBe(403)
    expect(errorOf(chinese)).toBe('只有管理員可以清理儲存空間。')
  })

  it('is refused the item-code import, which replaces codes in bulk, but may export them', async () => {
    const reply = await api('/api/item-codes/import', { method: 'POST', session: editor, body: 'product_slug,item_code\n', headers: { 'Content-Type': 'text/csv' } })
    expect(reply.status).toBe(403)
    expect(errorOf(reply)).toBe('Only administrators can import item codes. You can still add and edit them one by one.')
    expect((await api('/api/item-codes/export', { session: editor })).status).toBe(200)
  })
})

// Issue 50.19: routes Payload has but this site does not use answer plainly, never 500 or 501.
describe('routes without content', () => {
  it('answers 404 for versions of collections that keep none and for Payload\'s migrations table, 405 for a preference\'s delete', async () => {
    for (const collection of ['users', 'media', 'requests', 'contact-messages']) {
      const versions = await api(`/api/${collection}/versions`, { session: editor })
      expect([collection, versions.status]).toEqual([collection, 404])
    }
    expect((await api('/api/products/versions', { session: editor })).status).toBe(200)
    for (const session of [undefined, admin]) {
      const migrations = await api('/api/payload-migrations', { session })
      expect(migrations.status).toBe(404)
      expect(JSON.stringify(migrations.body)).not.toContain('http')
    }
    const deleted = await api('/api/payload-preferences/nav', { method: 'DELETE', session: editor })
    expect(deleted.status).toBe(405)
    expect(errorOf(deleted)).toBe('Preferences are saved (POST), not deleted')
  })

  it('tells a visitor nothing of the schema at /api/access, and staff what they may do', async () => {
    const anonymous = await api('/api/access')
    expect(anonymous.status).toBe(200)
    expect(anonymous.body).toEqual({ canAccessAdmin: false, collections: {}, globals: {} })
    const forEditor = await api('/api/access', { session: editor })
    expect(forEditor.body).toMatchObject({ canAccessAdmin: true, collections: { products: { create: true } } })
    expect((forEditor.body as { collections: { users?: { create?: boolean } } }).collections.users?.create).toBeFalsy()
  })
})

describe('an administrator', () => {
  it('adds and removes staff, and changes roles', async () => {
    const added = await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ email: `temp-${run}@example.com`, password, name: 'Temporary' }) })
    expect(added.status).toBe(201)
    // A new account is an editor unless made an administrator.
    expect(added.body.doc).toMatchObject({ role: 'editor' })
    const id = (added.body.doc as { id: number }).id
    expect((await api(`/api/users/${id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ role: 'administrator' }) })).body.doc).toMatchObject({ role: 'administrator' })
    expect((await api(`/api/users/${id}`, { method: 'DELETE', session: admin })).status).toBe(200)
  })

  it('cannot leave the site without an administrator, an administrator invited but not yet signed in not counting', async () => {
    const me = (await api('/api/users/me', { session: admin })).body.user as { id: number }
    const invited = await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ email: `invited-admin-${run}@example.com`, password, role: 'administrator', invitedAt: new Date().toISOString() }) })
    expect(invited.status).toBe(201)
    const others = await api(`/api/users?where[role][equals]=administrator&where[id][not_equals]=${me.id}&where[invitedAt][exists]=false&limit=0`, { session: admin })
    expect(others.body.totalDocs).toBe(0)
    const demoted = await api(`/api/users/${me.id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ role: 'editor' }), headers: { 'Accept-Language': 'zh-TW' } })
    expect(demoted.status).toBe(400)
    expect(errorOf(demoted)).toBe('網站必須最少有一位管理員。請先將另一位員工設為管理員。')
    const removed = await api(`/api/users/${me.id}`, { method: 'DELETE', session: admin })
    expect(removed.status).toBe(400)
    expect(errorOf(removed)).toBe('The site needs at least one administrator. Make another person an administrator first.')
    expect((await api('/api/users/me', { session: admin })).body.user).toMatchObject({ role: 'administrator' })
    expect((await api(`/api/users/${(invited.body.doc as { id: number }).id}`, { method: 'DELETE', session: admin })).status).toBe(200)
  })
})
