import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload } from 'payload'
import { env, type AppEnv } from '../config/env.server'

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it Payload's console
 * adapter only logs, so `deliverMail` reports 'not-configured' rather than
 * pretending a logged message was sent.
 */
export function emailAdapter(config: AppEnv): Promise<EmailAdapter> | undefined {
  if (!config.mail) return undefined
  return nodemailerAdapter({
    defaultFromAddress: config.mail.from,
    defaultFromName: 'Website',
    skipVerify: true,
    transport: nodemailer.createTransport(config.mail.smtpUrl),
  })
}

export type MailAttachment = { filename: string; content: Buffer; contentType: string }
export type OutgoingMail = {
  to: string
  subject: string
  text: string
  replyTo?: string
  cc?: string
  attachments?: MailAttachment[]
  /** The same for every try of one mail (`<quote-12@host>`): a receiver that sees it twice knows it is one mail. */
  messageId?: string
}
type DeliveryResult = 'sent' | 'not-configured'

/** Sends through the configured SMTP server; throws when the server refuses or cannot be reached. */
export async function deliverMail(payload: Payload, mail: OutgoingMail): Promise<DeliveryResult> {
  if (!env().mail) {
    payload.logger.info({ msg: 'No SMTP_URL: e-mail logged, not sent', to: mail.to, subject: mail.subject })
    return 'not-configured'
  }
  await payload.sendEmail({ to: mail.to, cc: mail.cc, subject: mail.subject, text: mail.text, replyTo: mail.replyTo, attachments: mail.attachments, messageId: mail.messageId })
  return 'sent'
}
