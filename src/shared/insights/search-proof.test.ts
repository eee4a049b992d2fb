import { describe, expect, it } from 'vitest'
import { provesSearchFound, searchFoundProof } from './search-proof'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'

describe("the search page's proof that it found something", () => {
  it('holds for the words as the beacon folds them, and for no other words or secret', () => {
    const proof = searchFoundProof(SECRET, '  Rose  GOLD ')
    expect(provesSearchFound(SECRET, 'rose gold', proof)).toBe(true)
    expect(provesSearchFound(SECRET, 'rose gold!', proof)).toBe(false)
    expect(provesSearchFound('another-secret-of-thirty-two-characters', 'rose gold', proof)).toBe(false)
    expect(provesSearchFound(SECRET, 'rose gold', undefined)).toBe(false)
    expect(provesSearchFound(SECRET, 'rose gold', `${proof}x`)).toBe(false)
  })
})
