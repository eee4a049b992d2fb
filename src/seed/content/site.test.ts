import { describe, expect, it } from 'vitest'
import { site } from './site'

// Issue 16, item 14: the About page shows pictures, described in both languages.
describe('demo About page', () => {
  it('has a picture for every section, each with a description in English and Chinese', () => {
    expect(Object.keys(site.aboutPictures).sort()).toEqual(['community', 'history', 'metallicYarn', 'sustainability'])
    for (const picture of Object.values(site.aboutPictures)) {
      expect(picture.alt.en).toMatch(/\w{3}/)
      expect(picture.alt.zh).toMatch(/\p{Script=Han}/u)
    }
  })
})
