import { describe, expect, it } from 'vitest'
import { en } from '../i18n/messages/en'
import { zhHant } from '../i18n/messages/zh-Hant'
import { contactSchema, enquiryMessages, isTooLong, newsletterSchema, normaliseEmail } from './schemas'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))

describe('newsletter form', () => {
  it.each(['', '   ', 'buyer', 'buyer@', '@example.com', 'buyer@example'])('refuses %j', (email) => {
    expect(messages(newsletterSchema.safeParse({ email }))).toEqual({ email: 'Please enter a valid email address' })
  })
  it('accepts and trims a valid address', () => {
    expect(newsletterSchema.parse({ email: ' buyer@example.com ' })).toEqual({ email: 'buyer@example.com' })
  })
  it('compares addresses trimmed and case-insensitively', () => {
    expect(normaliseEmail('  Buyer@Example.COM ')).toBe(normaliseEmail('buyer@example.com'))
  })
})

describe('contact form', () => {
  it('gives each field its own message, as in the spec', () => {
    expect(messages(contactSchema.safeParse({ name: 'A', email: 'nope', subject: 'Hi', message: 'Too short' }))).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Subject must be at least 3 characters.',
      message: 'Message must be at least 10 characters.',
    })
  })
  it('starts with all fields empty and reports them all', () => {
    expect(Object.keys(messages(contactSchema.safeParse({ name: '', email: '', subject: '', message: '' })))).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ])
  })
  it('accepts the smallest valid message and counts trimmed length', () => {
    expect(contactSchema.safeParse({ name: 'Al', email: 'al@example.com', subject: 'Hey', message: '0123456789' }).success).toBe(true)
    expect(contactSchema.safeParse({ name: ' A ', email: 'al@example.com', subject: 'Hey', message: '0123456789' }).success).toBe(false)
  })
})

describe('too-long values', () => {
  const valid = { name: 'Al', email: 'al@example.com', subject: 'Hey', message: '0123456789' }
  const local = `${'a'.repeat(320)}@example.com`
  it.each([
    ['name', 'a'.repeat(201), 'Name must be at most 200 characters.'],
    ['subject', 's'.repeat(301), 'Subject must be at most 300 characters.'],
    ['message', 'm'.repeat(10001), 'Message must be at most 10000 characters.'],
    ['email', local, 'Email must be at most 320 characters.'],
  ])('%s: reports the maximum, not the minimum', (field, value, expected) => {
    const result = contactSchema.safeParse({ ...valid, [field]: value })
    expect(messages(result)).toEqual({ [field]: expected })
    expect(result.error?.issues.every(isTooLong)).toBe(true)
  })
  it('counts the trimmed length, so the longest value still passes', () => {
    expect(contactSchema.safeParse({ ...valid, name: ` ${'a'.repeat(200)} ` }).success).toBe(true)
    expect(contactSchema.safeParse({ ...valid, message: 'm'.repeat(10000) }).success).toBe(true)
  })
  it('a too-short value is not reported as too long', () => {
    expect(contactSchema.safeParse({ ...valid, name: 'A' }).error?.issues.some(isTooLong)).toBe(false)
  })
  it('the newsletter address too', () => {
    expect(messages(newsletterSchema.safeParse({ email: local }))).toEqual({ email: 'Email must be at most 320 characters.' })
  })
  it('the contact page shows the same words, and a Chinese equivalent', () => {
    expect(en.contact).toMatchObject({
      nameTooLong: enquiryMessages.contactNameTooLong,
      emailTooLong: enquiryMessages.contactEmailTooLong,
      subjectTooLong: enquiryMessages.contactSubjectTooLong,
      messageTooLong: enquiryMessages.contactMessageTooLong,
    })
    expect(zhHant.contact).toMatchObject({
      nameTooLong: '姓名不能多於 200 個字元。',
      emailTooLong: '電郵地址不能多於 320 個字元。',
      subjectTooLong: '主題不能多於 300 個字元。',
      messageTooLong: '訊息不能多於 10000 個字元。',
    })
  })
})

describe('invisible junk in the forms', () => {
  it('is removed from every contact field before the checks, line breaks kept in the message only', () => {
    const typed = { name: 'Claire\u0000 Dubois\u202E', email: ' buyer@example.com\u0000', subject: 'Gold\nthreads\u2066', message: 'Line one\u0000\r\nLine two \u001b[2J' }
    expect(contactSchema.parse(typed)).toEqual({ name: 'Claire Dubois', email: 'buyer@example.com', subject: 'Gold threads', message: 'Line one\nLine two [2J' })
  })
  it('is removed from a newsletter address', () => {
    expect(newsletterSchema.parse({ email: '\u202Ebuyer@example.com\u0000' })).toEqual({ email: 'buyer@example.com' })
  })
  it('alone is as an empty field', () => {
    expect(messages(contactSchema.safeParse({ name: '\u0000\u0000\u0000', email: 'a@b.co', subject: 'Hello', message: 'Long enough message' }))).toEqual({
      name: 'Name must be at least 2 characters.',
    })
  })
})
