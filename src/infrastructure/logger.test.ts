import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger.mjs'

const linesOf = () => {
  const lines: Record<string, unknown>[] = []
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } })
  return { logger, lines }
}

// Issue 50.19: a client's mistake is not the site's error.
describe('the logger', () => {
  it('writes an error a client caused (a 4xx) as an info line with its message and status, without a stack', () => {
    const { logger, lines } = linesOf()
    logger.error({ err: new APIError('Token is either invalid or has expired.', 403) })
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'Token is either invalid or has expired.', status: 403, error: 'APIError' })])
    expect(JSON.stringify(lines)).not.toContain('stack')
  })

  it('keeps a server failure (a 5xx, or an error without a status) an error line with its stack', () => {
    const { logger, lines } = linesOf()
    logger.error({ err: new APIError('Request is not eligible for file upload', 500) })
    logger.error({ err: new TypeError("Cannot read properties of undefined (reading 'id')") }, 'failed')
    expect(lines.map((line) => line.level)).toEqual([50, 50])
    expect((lines[0]!.err as { stack?: string }).stack).toContain('APIError')
    expect(lines[1]).toMatchObject({ msg: 'failed', err: { type: 'TypeError' } })
  })
})
