/**
 * Where the app keeps what every node must agree on: the counters behind the
 * rate limits and the sign-in throttle, and the leases that let one node
 * claim a day's backup. Redis (or Valkey) when REDIS_URL / VALKEY_URL is set, the
 * database otherwise (docs/decisions/012-shared-cache-and-limits.md).
 */
export type WindowState = {
  /** Events counted in the key's current window (0 when none is open). */
  count: number
  /** Milliseconds until the window ends (0 when none is open). */
  msLeft: number
}

export interface LimitStore {
  /** Counts one event: opens a window of windowMs at the key's first event, and returns the state after counting. Atomic across nodes. */
  hit(key: string, windowMs: number, now?: number): Promise<WindowState>
  /** The key's current state, without counting. */
  peek(key: string, now?: number): Promise<WindowState>
  /** Ends the key's window. */
  clear(key: string): Promise<void>
}

export interface LeaseStore {
  /**
   * Takes the named lease for `holder` for ttlMs, or extends it when `holder`
   * already has it; false while another holder's lease runs.
   */
  acquireLease(name: string, holder: string, ttlMs: number, now?: number): Promise<boolean>
  /** Gives the lease up, only if `holder` still has it. */
  releaseLease(name: string, holder: string): Promise<void>
}

export type SharedStore = LimitStore & LeaseStore

/** Seconds to tell a refused client, never 0 while a window is open. */
export const secondsLeft = (state: WindowState) => (state.msLeft > 0 ? Math.max(1, Math.ceil(state.msLeft / 1000)) : 0)
