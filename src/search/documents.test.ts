import { describe, expect, it } from 'vitest'
import { kindsNamed } from './documents'

// Issue 50.6: a buyer names a kind of document in any of the site's languages, or by its abbreviation.
describe('the kinds of document a search names', () => {
  it.each([
    ['safety data sheet', ['safety-data-sheet']],
    ['SDS', ['safety-data-sheet']],
    ['msds for GL-101', ['safety-data-sheet']],
    ['證書', ['certificate']],
    ['证书', ['certificate']],
    ['Certificates', ['certificate']],
    ['test report', ['test-report']],
    ['brochure', ['brochure']],
  ])('%s names %j', (query, kinds) => {
    expect(kindsNamed(query)).toEqual(kinds)
  })

  it('names none for other words, and none for a single letter', () => {
    expect(kindsNamed('gold')).toEqual([])
    expect(kindsNamed('s')).toEqual([])
    expect(kindsNamed('OEKO')).toEqual([])
    expect(kindsNamed('ce')).toEqual([])
    expect(kindsNamed('safety')).toEqual(['safety-data-sheet'])
  })
})
