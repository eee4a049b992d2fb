import { describe, expect, it } from 'vitest'
import { loadEnv } from '../config/env.server'

const base = { DATA_DIR: '/tmp/env-test', PAYLOAD_SECRET: 'x'.repeat(32) }

describe('mail retry settings', () => {
  it('default to 30 s doubling up to 1 hour, for 3 days', () => {
    expect(loadEnv(base).mailRetry).toEqual({ firstDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 72 * 3_600_000 })
  })

  it('accept a short schedule for tests', () => {
    const { mailRetry } = loadEnv({ ...base, MAIL_RETRY_FIRST_DELAY_MS: '200', MAIL_RETRY_MAX_DELAY_MS: '1000', MAIL_RETRY_GIVE_UP_AFTER_HOURS: '0.5' })
    expect(mailRetry).toEqual({ firstDelayMs: 200, maxDelayMs: 1000, giveUpAfterMs: 1_800_000 })
  })

  it('name the variable that is wrong', () => {
    expect(() => loadEnv({ ...base, MAIL_RETRY_FIRST_DELAY_MS: 'soon' })).toThrow(/MAIL_RETRY_FIRST_DELAY_MS/)
    expect(() => loadEnv({ ...base, MAIL_RETRY_FIRST_DELAY_MS: '10' })).toThrow(/MAIL_RETRY_FIRST_DELAY_MS must be at least 100/)
    expect(() => loadEnv({ ...base, MAIL_RETRY_GIVE_UP_AFTER_HOURS: '0' })).toThrow(/MAIL_RETRY_GIVE_UP_AFTER_HOURS must be more than 0/)
    expect(() => loadEnv({ ...base, MAIL_RETRY_FIRST_DELAY_MS: '60000', MAIL_RETRY_MAX_DELAY_MS: '1000' })).toThrow(
      /MAIL_RETRY_MAX_DELAY_MS must not be less than MAIL_RETRY_FIRST_DELAY_MS/,
    )
  })
})
