import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { answerRefusedValues } from './database-errors'

type HookArgs = Parameters<typeof answerRefusedValues>[0]

const requestWith = (query: string) => ({ searchParams: new URLSearchParams(query) }) as unknown as PayloadRequest
const answer = (error: Error, query = '') => answerRefusedValues({ error, req: requestWith(query) } as HookArgs)
const withCode = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('refused'), { code }) })
const clientError = (status: number) => Object.assign(new Error('Bad'), { status })

describe('answerRefusedValues', () => {
  it('answers a failed request holding where with a 400', () => {
    expect(answer(new TypeError('x.map is not a function'), 'where[name][all]=1,x')).toMatchObject({ status: 400 })
    expect(answer(new Error('boom'), 'where=abc')).toMatchObject({ status: 400 })
  })

  it('answers a value PostgreSQL refuses with a 400, with or without where', () => {
    expect(answer(withCode('22021'))).toMatchObject({ status: 400 }) // NUL character
    expect(answer(withCode('22P02'))).toMatchObject({ status: 400 }) // not a number
    expect(answer(withCode('42883'))).toMatchObject({ status: 400 }) // LIKE on a number
  })

  it('leaves other failures and client errors alone', () => {
    expect(answer(new Error('boom'))).toBeUndefined()
    expect(answer(new Error('boom'), 'limit=5')).toBeUndefined()
    expect(answer(withCode('23505'))).toBeUndefined() // unique violation: Payload's own answer
    expect(answer(withCode('25006'), 'where[id][equals]=1')).toBeUndefined() // read-only database: the 503 hook answers
    expect(answer(clientError(404), 'where[id][equals]=1')).toBeUndefined()
  })
})
