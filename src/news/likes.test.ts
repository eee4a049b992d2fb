import { describe, expect, it } from 'vitest'
import { likeActionSchema, likeIdsSchema, parseLikedIds } from './schemas'

describe('like request body', () => {
  it.each(['like', 'unlike'])('accepts {"action": "%s"}', (action) => {
    expect(likeActionSchema.parse({ action })).toEqual({ action })
  })
  it.each([[undefined], [null], ['like'], [{}], [{ action: 'LIKE' }], [{ action: 'love' }], [{ action: 1 }]])('refuses %j with a clear message', (body) => {
    expect(likeActionSchema.safeParse(body).error?.issues[0]?.message).toBe('Send a JSON body {"action": "like"} or {"action": "unlike"}')
  })
})

describe('like count ids', () => {
  it('reads a comma-separated list, without duplicates', () => {
    expect(likeIdsSchema.parse('3,1, 2,3')).toEqual([3, 1, 2])
  })
  it('takes up to 50 distinct ids', () => {
    const fifty = Array.from({ length: 50 }, (_, index) => index + 1)
    expect(likeIdsSchema.parse(fifty.join(','))).toHaveLength(50)
    expect(likeIdsSchema.safeParse([...fifty, 51].join(',')).success).toBe(false)
    expect(likeIdsSchema.parse([...fifty, 50].join(','))).toHaveLength(50)
  })
  it.each(['', ',', '1,,2', 'abc', '1;2', '-1', '0', '1.5', '1e3', '99999999999'])('refuses %j', (ids) => {
    expect(likeIdsSchema.safeParse(ids).success).toBe(false)
  })
})

describe('liked ids in the browser', () => {
  it('reads a JSON array of ids and ignores anything else', () => {
    expect(parseLikedIds('[1,"2",2,-3,"x",4.5]')).toEqual([1, 2])
    expect(parseLikedIds(null)).toEqual([])
    expect(parseLikedIds('not json')).toEqual([])
    expect(parseLikedIds('{"1":true}')).toEqual([])
  })
})
