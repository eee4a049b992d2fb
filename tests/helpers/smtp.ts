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
  /**
   * Keeps the mails to `address` waiting at the end of their data, unanswered, as a slow server
   * does, until the returned function is called (then they are received, unless their sender hung
   * up meanwhile). `waiting()` counts them.
   */
  hold(address: string): () => void
  waiting: () => number
  /** How many clients have gone away (closed or lost their connection) so far. */
  hangUps: () => number
  close(): Promise<void>
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const refused = new Set<string>()
  let refusals = 0
  const held = new Map<string, Promise<void>>()
  let waiting = 0
  // Sessions whose client went away: a mail whose sender never heard the answer is not accepted (RFC 5321, 4.1.1.4), as a real server does.
  const closed = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onClose(session) {
      closed.add(session.id)
    },
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback()
      refusals += 1
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address)
        const holds = to.flatMap((address) => held.get(address) ?? [])
        if (holds.length) {
          waiting += 1
          await Promise.all(holds)
          waiting -= 1
        }
        if (closed.has(session.id)) return
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to, raw: Buffer.concat(chunks).toString('utf8') })
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
    hold(address) {
      let release = () => {}
      held.set(address, new Promise<void>((resolve) => (release = resolve)))
      return () => {
        held.delete(address)
        release()
      }
    },
    waiting: () => waiting,
    hangUps: () => closed.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const quotedPrintable = (text: string) => Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')

/** A received single-part mail's body, decoded from its transfer encoding (base64 or quoted-printable). */
export function mailBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/)
  const head = raw.slice(0, split)
  const body = raw.slice(split).trim()
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(head)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return quotedPrintable(body)
  return body
}

/** A received mail's Subject, its encoded words (RFC 2047) decoded. */
export function mailSubject(raw: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ')
  const subject = /^subject:\s*(.*)$/im.exec(head)?.[1] ?? ''
  return subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')),
    )
}
