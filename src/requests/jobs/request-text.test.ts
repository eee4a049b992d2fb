import { describe, expect, it } from 'vitest'
import { getMessages } from '../../i18n/messages'
import type { Request } from '../../payload-types'
import type { SiteLocale } from '../../shared/locales'
import { buyerCopyText, ownerRequestText } from './request-text'

/** A request as stored, each line with its code's availability when it was sent (issue 52). */
const request = {
  id: 9,
  name: 'Claire Dubois',
  company: 'Atelier Dubois',
  email: 'claire@atelier.example',
  country: 'France',
  message: 'Samples for our spring collection, please.',
  subject: 'Atelier Dubois (France)',
  lines: [
    { productName: 'Royal Gold', itemCodeText: 'RG-1', kind: 'samples', quantity: 2, unit: 'cones', availability: 'made-to-order', leadTimeWeeks: 6 },
    { productName: 'Hologram Thread', itemCodeText: 'KS-H200-RB2', kind: 'quote', quantity: 300, unit: 'metres', availability: 'discontinued', discontinuedOn: '2026-07-31T12:00:00.000Z', note: 'For a veil' },
    { productName: 'Royal Gold', itemCodeText: 'RG-2', kind: 'samples', quantity: 1, unit: 'cones', availability: 'in-stock' },
    // In any shade, or sent before availability was kept: nothing said.
    { productName: 'Royal Gold', kind: 'samples', quantity: 1, unit: 'cones' },
  ],
} as unknown as Request

const reader = (locale: SiteLocale) => ({ messages: getMessages(locale), locale })

describe("the request's mails", () => {
  it("tell the owner each line's availability when the request was sent, in English", () => {
    const text = ownerRequestText(request, reader('en'))
    expect(text).toContain('1. Royal Gold RG-1\n   Samples: 2 cones\n   Availability: Made to order: 6 weeks')
    expect(text).toContain('2. Hologram Thread KS-H200-RB2\n   Quote: 300 metres\n   Availability: Discontinued on 31 July 2026\n   Note: For a veil')
    expect(text).toContain('3. Royal Gold RG-2\n   Samples: 1 cone\n   Availability: In stock')
    expect(text).toContain('4. Royal Gold (Any shade)\n   Samples: 1 cone')
    expect(text.match(/Availability:/g)).toHaveLength(3)
  })

  it.each([
    ['en', 'Availability: Made to order: 6 weeks', 'Availability: Discontinued on 31 July 2026'],
    ['zh-Hant', '供應情況: 按訂單生產：6 星期', '供應情況: 已於 2026年7月31日 停產'],
    ['zh-Hans', '供应情况: 按订单生产：6 星期', '供应情况: 已于 2026年7月31日 停产'],
  ] as const)("tell the buyer the same in the buyer's language (%s), without the note they typed", (locale, madeToOrder, discontinued) => {
    const text = buyerCopyText(request, reader(locale))
    expect(text).toContain(madeToOrder)
    expect(text).toContain(discontinued)
    expect(text).not.toContain('For a veil')
  })
})
