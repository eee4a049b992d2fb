import { describe, expect, it } from 'vitest'
import { MemoryValueStore } from './shared-values'

describe('the in-memory value store', () => {
  it('returns a value until its time is up, then nothing', async () => {
    const store = new MemoryValueStore()
    await store.put('a', 'kept', 1000, 0)
    expect(await store.get('a', 999)).toBe('kept')
    expect(await store.get('a', 1001)).toBeUndefined()
    expect(await store.get('never-put', 0)).toBeUndefined()
  })

  it('keeps at most a thousand values, dropping the oldest first', async () => {
    const store = new MemoryValueStore()
    for (let index = 0; index < 1001; index += 1) await store.put(`key-${index}`, String(index), 60_000, 0)
    expect(await store.get('key-1000', 1)).toBe('1000')
    expect(await store.get('key-0', 1)).toBeUndefined()
  })
})
