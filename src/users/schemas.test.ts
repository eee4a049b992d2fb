import { describe, expect, it } from 'vitest'
import { loginSchema } from './schemas'

const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('sign-in', () => {
  it('needs an identifier and a password', () => {
    expect(first(loginSchema.safeParse({ email: 'a@example.com' }))).toBe('You must provide either an email or phone number and a password')
    expect(first(loginSchema.safeParse({ password: 'x' }))).toBe('You must provide either an email or phone number and a password')
    expect(loginSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true)
    expect(first(loginSchema.safeParse({ email: 'a\u0000b@example.com', password: 'x' }))).toBe('Email cannot contain control characters')
  })

  it('gives a too-long e-mail the maximum, not the minimum', () => {
    expect(first(loginSchema.safeParse({ email: `${'a'.repeat(320)}@x.com`, password: 'x' }))).toBe('Email must be at most 320 characters.')
  })
})
