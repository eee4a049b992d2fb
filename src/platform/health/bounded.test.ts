import { describe, expect, it } from 'vitest'
import { boundedCheck, CheckFailure } from './bounded'

describe('boundedCheck', () => {
  it('answers ok, or the failure an operator may read', async () => {
    expect((await boundedCheck(async () => {})()).status).toBe('ok')
    expect(await boundedCheck(async () => Promise.reject(new CheckFailure('2 due job(s) waiting')))()).toMatchObject({ status: 'fail', reason: '2 due job(s) waiting' })
  })

  it('shows an error code but never an error message (it may name a path or an address)', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' })
    expect(await boundedCheck(async () => Promise.reject(refused))()).toMatchObject({ status: 'fail', reason: 'ECONNREFUSED' })
    const wrapped = new Error('Failed query: select count(*) from "users"', { cause: refused })
    expect(await boundedCheck(async () => Promise.reject(wrapped))()).toMatchObject({ status: 'fail', reason: 'ECONNREFUSED' })
    const plain = await boundedCheck(async () => Promise.reject(new Error('open /srv/site/data/media failed')))()
    expect(plain.reason).toBe('failed')
  })

  it('gives up on a probe that hangs within its limit, aborting it, and starts no second one while it hangs', async () => {
    let aborted = false
    let started = 0
    const check = boundedCheck(
      (signal) =>
        new Promise<void>(() => {
          started += 1
          signal.addEventListener('abort', () => (aborted = true))
        }),
      50,
    )
    const result = await check()
    expect(result).toMatchObject({ status: 'fail', reason: 'no answer within 50 ms' })
    expect(result.ms).toBeLessThan(1000)
    expect(aborted).toBe(true)
    expect((await check()).status).toBe('fail')
    expect(started).toBe(1)
  })
})
