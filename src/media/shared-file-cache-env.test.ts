import { describe, expect, it } from 'vitest'
import { loadEnv } from '../config/env.server'

const base = { DATA_DIR: '/tmp/env-test', PAYLOAD_SECRET: 'x'.repeat(32) }

describe('the time a shared cache may serve an uploaded file', () => {
  it('is a minute unless set', () => {
    expect(loadEnv(base).sharedFileCacheSeconds).toBe(60)
  })

  it('can be shortened (the tests wait seconds, not a minute, for a withdrawn file to go)', () => {
    expect(loadEnv({ ...base, SHARED_FILE_CACHE_SECONDS: '5' }).sharedFileCacheSeconds).toBe(5)
  })

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ ...base, SHARED_FILE_CACHE_SECONDS: 'a minute' })).toThrow(/SHARED_FILE_CACHE_SECONDS/)
    expect(() => loadEnv({ ...base, SHARED_FILE_CACHE_SECONDS: '-1' })).toThrow(/SHARED_FILE_CACHE_SECONDS must be 0 or more/)
    expect(() => loadEnv({ ...base, SHARED_FILE_CACHE_SECONDS: '90000' })).toThrow(/SHARED_FILE_CACHE_SECONDS must be at most 86400/)
  })
})
