/** A key's fixed window: the events counted in it and the time left (both 0 when none is open). */
export type WindowState = {
  count: number
  msLeft: number
}

/**
 * Counts events per key in fixed windows, for the rules that decide what they allow (the public
 * forms' limits, the sign-in throttle, the reset requests, the buyer's copies, the backup's day
 * claim). The running site counts with rate-limiter-flexible (counters.ts), in what every node
 * shares; the limits' own unit tests count in memory with their own clock (`now`).
 */
export interface LimitStore {
  /** Counts one event: opens a window of windowMs at the key's first event, and returns the state after counting. Atomic across nodes. */
  hit(key: string, windowMs: number, now?: number): Promise<WindowState>
  /** The key's current state in its window of windowMs, without counting. */
  peek(key: string, windowMs: number, now?: number): Promise<WindowState>
  /** Ends the key's window. */
  clear(key: string, windowMs: number): Promise<void>
}

export const NO_WINDOW: WindowState = { count: 0, msLeft: 0 }

/** Seconds to tell a refused client, never 0 while a window is open. */
export const secondsLeft = (state: WindowState) => (state.msLeft > 0 ? Math.max(1, Math.ceil(state.msLeft / 1000)) : 0)
