import { describe, expect, it } from 'vitest'
import { contactSchema, newsletterSchema, normaliseEmail } from './schemas'

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
