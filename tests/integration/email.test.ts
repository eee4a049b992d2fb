import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpServer } from '../helpers/smtp'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let context: TestPayload

beforeAll(async () => {
  smtp = await startSmtpServer()
  context = await startTestPayload('email', { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'website@kinsen.example' })
})
afterAll(async () => {
  await context?.close()
  await smtp?.close()
})

describe('e-mail through SMTP', () => {
  it('delivers to a real SMTP server and reports it sent', async () => {
    const { deliverMail } = await import('../../src/infrastructure/email')
    const result = await deliverMail(context.payload, {
      to: 'sales@kinsen.example',
      subject: 'Quote for 200 cones',
      text: 'Please quote 200 cones of KS-M150-G01.',
      replyTo: 'buyer@example.com',
    })
    expect(result).toBe('sent')
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]?.to).toEqual(['sales@kinsen.example'])
    expect(smtp.received[0]?.from).toBe('website@kinsen.example')
    expect(smtp.received[0]?.raw).toContain('Subject: Quote for 200 cones')
    expect(smtp.received[0]?.raw).toContain('Reply-To: buyer@example.com')
  })

  it('throws when the server cannot be reached, so the caller can retry', async () => {
    const { deliverMail } = await import('../../src/infrastructure/email')
    await smtp.close()
    await expect(
      deliverMail(context.payload, { to: 'sales@kinsen.example', subject: 'Lost?', text: 'Should not be lost.' }),
    ).rejects.toThrow(/connect ECONNREFUSED 127\.0\.0\.1:\d+/)
  })
})
