import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../../src/config/env.server'
import { ensureAdmin } from '../../src/users/ensure-admin'
import { validationMessages } from '../helpers/errors'
import { uploadImage } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload('settings')
  payload = context.payload
})
afterAll(async () => context?.close())

describe('general settings', () => {
  it('defaults the carousel interval to 5000 ms', async () => {
    const settings = await payload.findGlobal({ slug: 'general-settings' })
    expect(settings.carouselIntervalMs).toBe(5000)
  })

  it('hides the contact e-mail from visitors but not from administrators', async () => {
    await payload.updateGlobal({ slug: 'general-settings', data: { companyName: 'KINSEN', contactEmail: 'sales@example.com' } })
    const anonymous = await payload.findGlobal({ slug: 'general-settings', overrideAccess: false })
    expect(anonymous.companyName).toBe('KINSEN')
    expect(anonymous.contactEmail).toBeUndefined()
    const admin = await payload.findGlobal({ slug: 'general-settings' })
    expect(admin.contactEmail).toBe('sales@example.com')
  })

  it('keeps slide order and their active flags, with alt texts per language', async () => {
    const [a, b] = [await uploadImage(payload, 'a.jpg'), await uploadImage(payload, 'b.jpg')]
    const saved = await payload.updateGlobal({
      slug: 'general-settings',
      locale: 'en',
      data: { carouselSlides: [{ image: b, altText: 'Cones', active: true }, { image: a, altText: 'Stitches', active: false }] },
    })
    await payload.updateGlobal({
      slug: 'general-settings',
      locale: 'zh-Hant',
      data: { carouselSlides: saved.carouselSlides!.map((slide, index) => ({ ...slide, altText: ['金屬線筒', '刺繡'][index] })) },
    })
    const zh = await payload.findGlobal({ slug: 'general-settings', locale: 'zh-Hant', depth: 0 })
    expect(zh.carouselSlides?.map((slide) => [slide.image, slide.altText, slide.active])).toEqual([
      [b, '金屬線筒', true],
      [a, '刺繡', false],
    ])
  })

  it('refuses a social link that is not a web address', async () => {
    expect(await validationMessages(() => payload.updateGlobal({ slug: 'general-settings', data: { facebookUrl: 'facebook' } }))).toContain(
      'Enter a full web address starting with https://',
    )
  })

  it('refuses anonymous updates', async () => {
    await expect(payload.updateGlobal({ slug: 'about-page', overrideAccess: false, data: {} })).rejects.toThrow('You are not allowed to perform this action.')
  })
})

describe('e-mail without SMTP_URL', () => {
  it('is logged and reported not sent', async () => {
    const { deliverMail } = await import('../../src/infrastructure/email')
    expect(await deliverMail(payload, { to: 'sales@example.com', subject: 'Hello', text: 'Body' })).toBe('not-configured')
  })
})

describe('administrators', () => {
  it("refuses a login without a password with the spec's message", async () => {
    expect(await validationMessages(() => payload.login({ collection: 'users', data: { email: 'someone@example.com', password: '' } }))).toContain(
      'You must provide either an email or phone number and a password',
    )
  })

  it('never locks an account: a stranger cannot lock the administrator out (failed sign-ins are throttled per address over HTTP)', async () => {
    await payload.create({ collection: 'users', data: { email: 'not-locked@example.com', password: 'the-right-password-1', role: 'administrator' } })
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await expect(payload.login({ collection: 'users', data: { email: 'not-locked@example.com', password: 'wrong' } })).rejects.toThrow(
        'The email or password provided is incorrect.',
      )
    }
    const signedIn = await payload.login({ collection: 'users', data: { email: 'not-locked@example.com', password: 'the-right-password-1' } })
    expect(signedIn.user?.email).toBe('not-locked@example.com')
  })

  it('creates the first administrator with a generated password written to DATA_DIR, never a fixed one', async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } } })
    const config = loadEnv({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })
    const login = await ensureAdmin(payload, config)
    expect(login.source).toBe('generated')
    expect(login.password?.length).toBeGreaterThanOrEqual(20)
    const file = fs.readFileSync(path.join(config.dataDir, 'admin-credentials.txt'), 'utf8')
    expect(file).toContain(`password: ${login.password}`)
    const session = await payload.login({ collection: 'users', data: { email: login.email, password: login.password! } })
    expect(session.user?.email).toBe(login.email)
    const again = await ensureAdmin(payload, config)
    expect(again.source).toBe('existing')
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1)
  })

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given', async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } } })
    const config = loadEnv({ ...process.env, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-chosen-password-42' })
    const login = await ensureAdmin(payload, config)
    expect(login).toEqual({ email: 'owner@example.com', source: 'environment' })
    const session = await payload.login({ collection: 'users', data: { email: 'owner@example.com', password: 'a-chosen-password-42' } })
    expect(session.token).toBeTruthy()
  })
})
