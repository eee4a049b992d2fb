/**
 * Shares one run of `work` among the callers that ask for the same key while it runs. Under a
 * stampede of cold requests for one expensive result (a data sheet's PDF: 200 requests at once
 * made it about 10 times, 9.8 s of CPU), it is made once per process, not once per request that
 * arrived before the cache had it. Nothing is kept once the run settles, a failure included: the
 * cache behind `work` keeps the result, and the next caller after a failure tries again.
 */
export function singleFlight<Args extends unknown[], Result>(
  keyOf: (...args: Args) => string,
  work: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const running = new Map<string, Promise<Result>>()
  return (...args) => {
    const key = keyOf(...args)
    const shared = running.get(key)
    if (shared) return shared
    const run = work(...args).finally(() => running.delete(key))
    running.set(key, run)
    return run
  }
}
