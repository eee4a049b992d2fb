import { describe, expect, it } from 'vitest'
import { companyIdentity, policyParagraphs } from './company-identity'

describe('companyIdentity', () => {
  it('uses the brand name, falling back to the company name, and takes its first letter for the mark', () => {
    expect(companyIdentity({ brandName: ' Silver Reel ', companyName: 'Silver Reel Trading Ltd.' })).toMatchObject({ brandName: 'Silver Reel', companyName: 'Silver Reel Trading Ltd.', initial: 'S' })
    expect(companyIdentity({ brandName: '', companyName: '金軸有限公司' })).toMatchObject({ brandName: '金軸有限公司', initial: '金' })
    expect(companyIdentity({})).toMatchObject({ brandName: '', companyName: '', initial: '', foundingYear: undefined, logoUrl: undefined })
  })

  it('shows the logo’s square thumbnail as a path', () => {
    const logo = { id: 1, filename: 'logo.png', url: 'https://example.com/api/media/file/logo.png', sizes: { thumbnail: { url: 'https://example.com/api/media/file/logo-160x160.webp' } } }
    expect(companyIdentity({ brandName: 'A', logo: logo as never }).logoUrl).toBe('/api/media/file/logo-160x160.webp')
    expect(companyIdentity({ brandName: 'A', logo: 7 }).logoUrl).toBeUndefined()
  })
})

describe('policyParagraphs', () => {
  it('splits on empty lines and falls back to the standard text when empty', () => {
    expect(policyParagraphs('One.\n\nTwo\nstill two.\r\n  \r\nThree.', ['x'])).toEqual(['One.', 'Two\nstill two.', 'Three.'])
    expect(policyParagraphs('  \n\n ', ['Standard.'])).toEqual(['Standard.'])
    expect(policyParagraphs(null, ['Standard.'])).toEqual(['Standard.'])
  })
})
