import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, baseUrl, type Session } from '../helpers/http'
import { fuzzCorpus, type FuzzRequest } from './fuzz-corpus'
import { serverErrors } from '../helpers/test-server'

/**
 * Sends the fixed corpus of malformed requests (tests/http/fuzz-corpus.ts) to
 * the API and the pages and requires that none is answered with a server
 * error. A 4xx of any kind (400, 401, 403, 404, 413, 429) is a correct answer.
 *
 * The requests carry their own client address, so the per-address limits of
 * the public forms that other test files rely on are not used up here.
 */

const FUZZ_CLIENT = '198.51.100.77'
const PARALLEL = 6
const ANSWER_TIMEOUT_MS = 30_000

type Outcome = { label: string; status: number; detail: string }

const labelOf = (request: FuzzRequest) =>
  `${request.admin ? '[admin] ' : ''}${request.method} ${request.path.length > 160 ? `${request.path.slice(0, 160)}…` : request.path}${
    request.body === undefined ? '' : ` body=${request.body.length > 80 ? `${request.body.slice(0, 80)}…` : request.body}`
  }`

async function send(request: FuzzRequest, admin: Session): Promise<Outcome> {
  const headers: Record<string, string> = { 'X-Forwarded-For': FUZZ_CLIENT, ...(request.admin ? admin.authHeader : {}) }
  if (request.body !== undefined) headers['Content-Type'] = request.contentType ?? 'application/json'
  try {
    const response = await fetch(`${baseUrl()}${request.path}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    })
    const text = await response.text()
    return { label: labelOf(request), status: response.status, detail: text.slice(0, 200).replace(/\s+/g, ' ') }
  } catch (error) {
    return { label: labelOf(request), status: 0, detail: `no answer: ${(error as Error).message}` }
  }
}

async function sendAll(corpus: readonly FuzzRequest[], admin: Session): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(corpus.length)
  let next = 0
  const worker = async () => {
    while (next < corpus.length) {
      const index = next++
      const request = corpus[index]
      if (request) outcomes[index] = await send(request, admin)
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  return outcomes
}

let admin: Session

beforeAll(async () => {
  admin = await adminSession()
})

describe('malformed requests', () => {
  it('the corpus is large and covers anonymous and administrator requests', () => {
    expect(fuzzCorpus.length).toBeGreaterThanOrEqual(500)
    expect(fuzzCorpus.filter((request) => request.admin).length).toBeGreaterThanOrEqual(50)
  })

  it('never get a server error (or no answer)', { timeout: 600_000 }, async () => {
    const outcomes = await sendAll(fuzzCorpus, admin)
    const offenders = outcomes.filter((outcome) => outcome.status >= 500 || outcome.status === 0)
    const report = offenders.map((outcome) => `${outcome.status} ${outcome.label} -> ${outcome.detail}`).join('\n')
    expect(offenders.length, `${offenders.length} of ${outcomes.length} requests got a server error:\n${report}\nThe server's last errors:\n${serverErrors().join('\n')}`).toBe(0)
    // The corpus is meant to be refused: most answers are client errors.
    expect(outcomes.filter((outcome) => outcome.status >= 400 && outcome.status < 500).length).toBeGreaterThan(outcomes.length / 2)
  })
})
