import { describe, expect, it } from 'vitest'
import { loadEnv } from './env.server'

const base = { DATA_DIR: '/tmp/env-test', PAYLOAD_SECRET: 'x'.repeat(32) }

describe('the shared Redis', () => {
  it('is none for one node', () => {
    expect(loadEnv(base).sharedRedis).toBeUndefined()
  })

  it('takes REDIS_URL, or VALKEY_URL, with the default key prefix unless one is set', () => {
    expect(loadEnv({ ...base, REDIS_URL: 'redis://cache:6379' }).sharedRedis).toEqual({ url: 'redis://cache:6379', keyPrefix: 'kinsen' })
    expect(loadEnv({ ...base, VALKEY_URL: 'valkeys://cache:6380', CACHE_KEY_PREFIX: 'kinsen-staging' }).sharedRedis).toEqual({ url: 'valkeys://cache:6380', keyPrefix: 'kinsen-staging' })
  })

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ ...base, REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL must start with redis:\/\/ or rediss:\/\//)
    expect(() => loadEnv({ ...base, VALKEY_URL: 'http://cache' })).toThrow(/VALKEY_URL must start with/)
    expect(() => loadEnv({ ...base, REDIS_URL: 'redis://cache', CACHE_KEY_PREFIX: 'a prefix with spaces' })).toThrow(/CACHE_KEY_PREFIX must be 1 to 64 letters/)
  })
})
