import type { LimitStore, WindowState } from '../../src/platform/limits/limit-store'

/**
 * The limit store in one process's memory, for tests of the limits' own
 * logic (which pass their own clock). The running app counts with
 * rate-limiter-flexible in Redis or the database, which every node shares.
 */
export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, { endsAt: number; count: number }>()

  async hit(key: string, windowMs: number, now = Date.now()): Promise<WindowState> {
    const open = this.open(key, now)
    const window = open ? { ...open, count: open.count + 1 } : { endsAt: now + windowMs, count: 1 }
    this.windows.set(key, window)
    return { count: window.count, msLeft: window.endsAt - now }
  }

  async peek(key: string, _windowMs: number, now = Date.now()): Promise<WindowState> {
    const open = this.open(key, now)
    return open ? { count: open.count, msLeft: open.endsAt - now } : { count: 0, msLeft: 0 }
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key)
  }

  private open(key: string, now: number) {
    const window = this.windows.get(key)
    if (window && window.endsAt > now) return window
    this.windows.delete(key)
    return undefined
  }
}
