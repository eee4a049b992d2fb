import { describe, expect, it } from 'vitest'
import { listableSearches, type Row, topKeys } from './figures'

const row = (day: string, key: string, count: number, networks: number, found = false): Row => ({ day, key, count, networks, found })

describe('the searches lists', () => {
  it('show words proven to have found something, and others once several networks typed them over the days', () => {
    const rows = [
      row('2031-03-01', 'gold', 1, 1, true),
      row('2031-03-01', 'planted by one', 120, 1),
      row('2031-03-02', 'planted by one', 120, 1),
      row('2031-03-01', 'glow in the dark', 2, 2),
      row('2031-03-03', 'glow in the dark', 1, 1),
      row('2031-03-01', 'wool blend', 3, 2),
    ]
    expect(topKeys(listableSearches(rows))).toEqual([
      { key: 'glow in the dark', count: 3 },
      { key: 'gold', count: 1 },
    ])
  })
})
