import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

export type TestSmtpServer = {
  port: number
  received: ReceivedMail[]
  /** Addresses answered with a temporary failure (450), as a full mailbox or a greylisting server does. */
  refused: Set<string>
  /** How many recipients have been refused so far. */
  refusals: () => number
  close(): Promise<void>
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const refused = new Set<string>()
  let refusals = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback()
      refusals += 1
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  return {
    port: address.port,
    received,
    refused,
    refusals: () => refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
