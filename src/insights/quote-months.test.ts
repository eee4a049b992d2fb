import { describe, expect, it } from 'vitest'
import { hongKongMonth, lastMonths, quoteMonths, quotesSince } from './quote-months'

describe("the dashboard's quotes per month", () => {
  it('reads months in Hong Kong and lists the last six, oldest first, across a new year', () => {
    // 16:30 UTC on 31 December is already 1 January in Hong Kong.
    expect(hongKongMonth(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01')
    expect(lastMonths(new Date('2027-02-10T00:00:00Z'))).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02'])
    expect(quotesSince('2026-09')).toEqual({ or: [{ sentAt: { greater_than_equal: '2026-08-31T16:00:00.000Z' } }, { acceptedAt: { greater_than_equal: '2026-08-31T16:00:00.000Z' } }] })
  })

  it('counts quotes sent and accepted per month with their value per currency, never adding currencies together', () => {
    const months = quoteMonths(
      [
        { sentAt: '2027-01-05T02:00:00Z', acceptedAt: '2027-02-01T03:00:00Z', totals: [{ currency: 'HKD', amount: 0.1 }, { currency: 'USD', amount: 310 }] },
        { sentAt: '2027-01-20T02:00:00Z', totals: [{ currency: 'HKD', amount: 0.2 }] },
        // Sent before the six months, accepted within them.
        { sentAt: '2026-06-01T02:00:00Z', acceptedAt: '2026-12-01T02:00:00Z', totals: [{ currency: 'EUR', amount: 99.5 }] },
        // A free quote: counted, worth nothing.
        { sentAt: '2027-02-02T02:00:00Z', totals: [] },
        { sentAt: null },
      ],
      new Date('2027-02-10T00:00:00Z'),
    )
    expect(months.map((month) => month.month)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02'])
    expect(months[4]).toEqual({ month: '2027-01', sent: 2, sentValue: [{ currency: 'HKD', amount: 0.3 }, { currency: 'USD', amount: 310 }], accepted: 0, acceptedValue: [] })
    expect(months[5]).toEqual({ month: '2027-02', sent: 1, sentValue: [], accepted: 1, acceptedValue: [{ currency: 'HKD', amount: 0.1 }, { currency: 'USD', amount: 310 }] })
    expect(months[3]).toMatchObject({ sent: 0, accepted: 1, acceptedValue: [{ currency: 'EUR', amount: 99.5 }] })
    expect(months[0]).toMatchObject({ sent: 0, accepted: 0 })
  })
})
