import { describe, expect, it } from 'vitest'
import { en } from '../i18n/messages/en'
import { cleanLine } from './lines'
import { requestSchema } from './schemas'

describe('invisible junk in the request form', () => {
  it('is removed from every field before the checks, line breaks kept in the message only', () => {
    const typed = {
      name: 'Claire\u0000 Dubois',
      company: 'Atelier\u202E SA\u2069',
      email: 'claire@atelier.example\u0000',
      phone: '+33 1\u0000 42 68 53 00',
      country: 'Fra\u0007nce',
      message: 'Please send\u0000 samples\r\nof your golds.\u001b',
    }
    expect(requestSchema(en.requests.errors).parse(typed)).toEqual({
      name: 'Claire Dubois',
      company: 'Atelier SA',
      email: 'claire@atelier.example',
      phone: '+33 1 42 68 53 00',
      country: 'France',
      message: 'Please send samples\nof your golds.',
    })
  })
  it("is removed from a line's note", () => {
    expect(cleanLine({ product: 1, note: 'For\u0000 organza\u202E\n' })?.note).toBe('For organza ')
  })
})
