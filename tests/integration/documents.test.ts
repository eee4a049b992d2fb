import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validAt } from '../../src/shared/dates/validity-days'
import { uploadPdf } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * Issue 30.3: a document leaves the public site as its "valid until" day begins in Hong Kong, and
 * appears as its first day begins there, on both databases, whatever the server's time zone. The
 * site reads through the collection's own rule; here the rule's query is run at chosen moments.
 */
let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload('documents-validity')
  payload = context.payload
  const file = await uploadPdf(payload, 'certificate.pdf')
  const create = (title: string, data: object) => payload.create({ collection: 'documents', data: { title, kind: 'certificate', status: 'Active', file, ...data } as never })
  // As Payload's day picker sends 1 March from a browser in Hong Kong (noon there).
  await create('Ends 1 March', { validUntil: '2027-03-01T04:00:00.000Z' })
  // As a browser in London sends 10 March (noon UTC).
  await create('Starts 10 March', { validFrom: '2027-03-10T12:00:00.000Z' })
  await create('Always', {})
}, 120_000)
afterAll(async () => context?.close())

const shownAt = async (moment: string) => {
  const { docs } = await payload.find({ collection: 'documents', where: validAt(new Date(moment)), sort: 'title', pagination: false })
  return docs.map((doc) => doc.title)
}

describe('document validity in Hong Kong days', () => {
  it('keeps the picked day, whatever the browser sent', async () => {
    const { docs } = await payload.find({ collection: 'documents', sort: 'title', pagination: false })
    expect(docs.map((doc) => [doc.title, doc.validFrom ?? null, doc.validUntil ?? null])).toEqual([
      ['Always', null, null],
      ['Ends 1 March', null, '2027-03-01T12:00:00.000Z'],
      ['Starts 10 March', '2027-03-10T12:00:00.000Z', null],
    ])
  })

  it('shows a document until its "valid until" day begins in Hong Kong', async () => {
    // 23:59:59 on 28 February in Hong Kong, then midnight.
    expect(await shownAt('2027-02-28T15:59:59.000Z')).toEqual(['Always', 'Ends 1 March'])
    expect(await shownAt('2027-02-28T16:00:00.000Z')).toEqual(['Always'])
  })

  it('shows a document from the start of its first day in Hong Kong', async () => {
    expect(await shownAt('2027-03-09T15:59:59.000Z')).toEqual(['Always'])
    expect(await shownAt('2027-03-09T16:00:00.000Z')).toEqual(['Always', 'Starts 10 March'])
  })
})
