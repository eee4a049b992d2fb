import { describe, expect, it } from 'vitest'
import { slugSchema } from './slug'
import { tooLongMessage } from './length'

describe('too-long messages', () => {
  it('name the field and the limit', () => {
    expect(tooLongMessage('Name', 200)).toBe('Name must be at most 200 characters.')
  })
  it('a slug longer than 200 characters is reported as too long, not as too short or malformed', () => {
    expect(slugSchema.safeParse('a'.repeat(201)).error?.issues[0]?.message).toBe('Slug must be at most 200 characters.')
    expect(slugSchema.safeParse('a'.repeat(200)).success).toBe(true)
    expect(slugSchema.safeParse('a').error?.issues[0]?.message).toBe('Slug must be at least 2 characters')
  })
})
