import { describe, expect, it } from 'vitest'
import { loadEnv } from '../config/env.server'
import { carouselIntervalMs, isActiveSlide } from '../site-settings/carousel'
import { chineseHost, chineseOrigin, englishHost, isChineseHost } from './locales'
import { uploadCacheSeconds } from '../media/upload-rules'

describe('language hosts', () => {
  it('strips www. and prefixes zh., keeping the port', () => {
    expect(chineseHost('www.example.com')).toBe('zh.example.com')
    expect(chineseHost('localhost:3000')).toBe('zh.localhost:3000')
    expect(chineseHost('zh.example.com')).toBe('zh.example.com')
    expect(englishHost('zh.example.com')).toBe('example.com')
    expect(isChineseHost('zh.localhost:3000')).toBe(true)
    expect(isChineseHost('example.com')).toBe(false)
    expect(chineseOrigin('https://www.example.com')).toBe('https://zh.example.com')
  })
})

describe('carousel settings', () => {
  it('parses the interval as an integer and falls back to 5000', () => {
    expect(carouselIntervalMs('7000')).toBe(7000)
    expect(carouselIntervalMs(3000)).toBe(3000)
    expect(carouselIntervalMs('abc')).toBe(5000)
    expect(carouselIntervalMs(null)).toBe(5000)
    expect(carouselIntervalMs('-5')).toBe(5000)
  })
  it('counts a slide as active unless explicitly inactive', () => {
    expect(isActiveSlide({})).toBe(true)
    expect(isActiveSlide({ active: null })).toBe(true)
    expect(isActiveSlide({ active: false })).toBe(false)
  })
})

describe('upload cache time', () => {
  it('is a day above 10485760 bytes, an hour otherwise', () => {
    expect(uploadCacheSeconds(10485761)).toBe(86400)
    expect(uploadCacheSeconds(10485760)).toBe(3600)
  })
})

describe('environment', () => {
  const base = { DATA_DIR: '/tmp/env-test', PAYLOAD_SECRET: 'x'.repeat(32) }
  it('defaults to the embedded PostgreSQL of DATA_DIR, reached through its socket there, on port 3000', () => {
    const env = loadEnv(base)
    expect(env.database).toEqual({ url: 'postgres://postgres@localhost/site?host=%2Ftmp%2Fenv-test%2Fpostgres', embedded: true })
    expect(env.siteUrl).toBe('http://localhost:3000')
    expect(env.secureCookies).toBe(false)
    expect(env.mail).toBeUndefined()
  })
  it('uses the PostgreSQL of a postgres:// URL and marks cookies Secure on HTTPS', () => {
    const env = loadEnv({ ...base, DATABASE_URL: 'postgres://u@h/db', SITE_URL: 'https://www.example.com/' })
    expect(env.database).toEqual({ url: 'postgres://u@h/db', embedded: false })
    expect(env.siteUrl).toBe('https://www.example.com')
    expect(env.secureCookies).toBe(true)
  })
  it('puts the socket of a data folder too deep for a socket path in a short folder of /tmp named after it', () => {
    const deep = `/tmp/${'deep-folder/'.repeat(8)}data`
    const url = new URL(loadEnv({ ...base, DATA_DIR: deep }).database.url)
    const socketDir = url.searchParams.get('host')!
    expect(socketDir).toMatch(/^\/tmp\/site-pg-[0-9a-f]{16}$/)
    expect(loadEnv({ ...base, DATA_DIR: deep }).database.url).toBe(url.toString())
  })
  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres:\/\//)
    expect(() => loadEnv({ ...base, PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadEnv({ ...base, S3_BUCKET: 'files' })).toThrow(/S3_ACCESS_KEY_ID/)
    expect(() => loadEnv({ ...base, ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be at least 12 characters/)
  })
})
