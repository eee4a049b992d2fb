/**
 * Events per key within a window that starts at the key's first event and
 * ends windowMs later: the one counter behind the public write limits and
 * the sign-in throttle. Kept in the server's memory.
 */
export class WindowCounter {
  private readonly entries = new Map<string, { firstAt: number; count: number }>()

  constructor(private readonly windowMs: number) {}

  count(key: string, now = Date.now()): number {
    const entry = this.entries.get(key)
    if (!entry) return 0
    if (now - entry.firstAt >= this.windowMs) {
      this.entries.delete(key)
      return 0
    }
    return entry.count
  }

  /** Seconds until the key's window ends. */
  secondsLeft(key: string, now = Date.now()): number {
    const entry = this.entries.get(key)
    return entry ? Math.max(1, Math.ceil((entry.firstAt + this.windowMs - now) / 1000)) : 0
  }

  add(key: string, now = Date.now()): void {
    if (this.count(key, now) === 0) this.entries.set(key, { firstAt: now, count: 1 })
    else this.entries.get(key)!.count += 1
    if (this.entries.size > 50_000) this.prune(now)
  }

  clear(key: string): void {
    this.entries.delete(key)
  }

  private prune(now: number) {
    for (const [key, entry] of this.entries) if (now - entry.firstAt >= this.windowMs) this.entries.delete(key)
  }
}
