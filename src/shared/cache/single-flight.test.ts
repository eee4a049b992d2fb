import { describe, expect, it } from 'vitest'
import { singleFlight } from './single-flight'

/** A piece of work that counts its runs and ends when the test says so. */
function controlledWork() {
  let runs = 0
  const endings: Array<(value: string) => void> = []
  const failures: Array<(error: Error) => void> = []
  const work = (name: string) => {
    runs += 1
    return new Promise<string>((resolve, reject) => {
      endings.push((value) => resolve(`${name}:${value}`))
      failures.push(reject)
    })
  }
  return { work, runs: () => runs, end: (index: number, value: string) => endings[index]!(value), fail: (index: number, error: Error) => failures[index]!(error) }
}

describe('singleFlight', () => {
  it('runs the work once for every caller of one key while it runs, and each gets its result', async () => {
    const control = controlledWork()
    const shared = singleFlight((name: string) => name, control.work)
    const callers = Array.from({ length: 200 }, () => shared('sheet-A'))
    expect(control.runs()).toBe(1)
    control.end(0, 'pdf')
    expect(new Set(await Promise.all(callers))).toEqual(new Set(['sheet-A:pdf']))
  })

  it('runs different keys side by side', async () => {
    const control = controlledWork()
    const shared = singleFlight((name: string) => name, control.work)
    const first = shared('sheet-A')
    const second = shared('sheet-B')
    expect(control.runs()).toBe(2)
    control.end(1, 'b')
    control.end(0, 'a')
    expect(await Promise.all([first, second])).toEqual(['sheet-A:a', 'sheet-B:b'])
  })

  it('keeps nothing once settled: a later call runs again, also after a failure', async () => {
    const control = controlledWork()
    const shared = singleFlight((name: string) => name, control.work)
    const failed = shared('sheet-A')
    control.fail(0, new Error('font missing'))
    await expect(failed).rejects.toThrow('font missing')
    const retried = shared('sheet-A')
    expect(control.runs()).toBe(2)
    control.end(1, 'pdf')
    expect(await retried).toBe('sheet-A:pdf')
    const again = shared('sheet-A')
    expect(control.runs()).toBe(3)
    control.end(2, 'pdf')
    await again
  })
})
