import { describe, expect, it } from 'vitest'
import { backupName, timeOfBackup } from './manifest'
import { backupsToKeep } from './retention'
import { dueDay } from './schedule'

const at = (iso: string) => new Date(iso)

describe('backup names', () => {
  it('name a backup by its time, and read the time back', () => {
    const time = at('2026-11-26T03:00:07.123Z')
    expect(backupName(time)).toBe('2026-11-26T030007Z')
    expect(timeOfBackup('2026-11-26T030007Z')?.toISOString()).toBe('2026-11-26T03:00:07.000Z')
  })

  it('take no other folder for a backup', () => {
    for (const name of ['.partial-2026-11-26T030007Z-a1b2c3', 'last-failure.json', '2026-13-40T990000Z', 'backup']) expect(timeOfBackup(name), name).toBeUndefined()
  })
})

describe('the day whose backup is due', () => {
  it('is today from the backup time on, until today has a backup', () => {
    expect(dueDay(at('2026-11-26T03:00:00Z'), '03:00', at('2026-11-25T03:00:10Z'))).toBe('2026-11-26')
    expect(dueDay(at('2026-11-26T14:00:00Z'), '03:00', at('2026-11-26T03:00:10Z'))).toBeUndefined()
  })

  it('is yesterday before the backup time, when yesterday has none (a server down at 03:00)', () => {
    expect(dueDay(at('2026-11-26T02:59:00Z'), '03:00', at('2026-11-24T03:00:00Z'))).toBe('2026-11-25')
    expect(dueDay(at('2026-11-26T02:59:00Z'), '03:00', at('2026-11-25T09:30:00Z'))).toBeUndefined()
  })

  it('is due at once on a site that never had a backup', () => {
    expect(dueDay(at('2026-11-26T10:00:00Z'), '23:30', undefined)).toBe('2026-11-25')
  })
})

describe('retention', () => {
  /** One backup a day at 03:00 for `days` days up to 2026-11-26, plus a second one on the last day. */
  function daily(days: number): Date[] {
    const times = Array.from({ length: days }, (_, index) => new Date(Date.UTC(2026, 10, 26 - index, 3)))
    return [at('2026-11-26T15:00:00Z'), ...times]
  }
  const kept = (times: Date[], keep = { daily: 7, weekly: 4, monthly: 6 }) =>
    [...backupsToKeep(times, keep)].map((time) => time.toISOString().slice(0, 13)).sort().reverse()

  it('keeps the newest of each of the last 7 days, 4 weeks and 6 months', () => {
    const result = kept(daily(400))
    // 7 days (the 26th's newest is 15:00), then the newest of each older week, then of each older month.
    expect(result.slice(0, 7)).toEqual(['2026-11-26T15', '2026-11-25T03', '2026-11-24T03', '2026-11-23T03', '2026-11-22T03', '2026-11-21T03', '2026-11-20T03'])
    // Weeks start on Monday: 2026-11-23 is one, so the newest of the week before is Sunday the 22nd (already kept).
    expect(result).toContain('2026-11-15T03')
    expect(result).toContain('2026-11-08T03')
    // Months: the newest of October, September, August, July and June.
    for (const month of ['2026-10-31T03', '2026-09-30T03', '2026-08-31T03', '2026-07-31T03', '2026-06-30T03']) expect(result).toContain(month)
    expect(result).not.toContain('2026-05-31T03')
    expect(result).toHaveLength(new Set(result).size)
    expect(result.length).toBeLessThanOrEqual(7 + 4 + 6)
  })

  it('always keeps the newest backup, and keeps everything while there are fewer than the rule allows', () => {
    expect(kept([at('2026-11-26T03:00:00Z')], { daily: 1, weekly: 0, monthly: 0 })).toEqual(['2026-11-26T03'])
    expect(kept(daily(3))).toEqual(['2026-11-26T15', '2026-11-25T03', '2026-11-24T03'])
  })
})
