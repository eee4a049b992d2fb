/** How many backups to keep: the newest of each of the last N days, weeks and months. */
export type Retention = { daily: number; weekly: number; monthly: number }

const dayOf = (time: Date) => time.toISOString().slice(0, 10)
const monthOf = (time: Date) => time.toISOString().slice(0, 7)
/** The Monday (UTC) that starts the time's week. */
function weekOf(time: Date): string {
  const monday = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()))
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
  return dayOf(monday)
}

/**
 * The backups to keep, by their times: the newest backup of each of the last `daily` days that
 * have one, of each of the last `weekly` weeks and of the last `monthly` months (a backup may
 * count for all three). The newest backup is always kept.
 */
export function backupsToKeep(times: readonly Date[], keep: Retention): Set<Date> {
  const newestFirst = [...times].sort((a, b) => b.getTime() - a.getTime())
  const kept = new Set<Date>(newestFirst.slice(0, 1))
  for (const [period, count] of [
    [dayOf, keep.daily],
    [weekOf, keep.weekly],
    [monthOf, keep.monthly],
  ] as const) {
    const seen = new Set<string>()
    for (const time of newestFirst) {
      const key = period(time)
      if (seen.has(key)) continue
      if (seen.size >= count) break
      seen.add(key)
      kept.add(time)
    }
  }
  return kept
}
